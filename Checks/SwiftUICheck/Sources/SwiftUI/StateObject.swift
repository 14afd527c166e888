/// Transcribed from <https://developer.apple.com/documentation/swiftui/stateobject>.
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)>.
  @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue>.
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError("not imitated") }
}
