/// Transcribed from <https://developer.apple.com/documentation/swiftui/state>.
///
/// Xcode 27 turns `@State` into a macro (the page says so); the property wrapper is what the
/// SDKs this package supports declare.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)>.
  public init(wrappedValue value: Value) {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/state/wrappedvalue>.
  public var wrappedValue: Value {
    get { fatalError("not imitated") }
    nonmutating set {}
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/state/projectedvalue>.
  public var projectedValue: Binding<Value> { fatalError("not imitated") }
}
