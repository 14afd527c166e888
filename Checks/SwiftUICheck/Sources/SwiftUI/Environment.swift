/// Transcribed from <https://developer.apple.com/documentation/swiftui/environment>.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf>.
  @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environment/wrappedvalue>.
  @inlinable public var wrappedValue: Value { fatalError("not imitated") }
}
