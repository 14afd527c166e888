/// Transcribed from <https://developer.apple.com/documentation/swiftui/observedobject>.
@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)>.
  @MainActor @preconcurrency public init(wrappedValue: ObjectType) {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue>.
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError("not imitated") }
}
