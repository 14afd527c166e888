/// Transcribed from <https://developer.apple.com/documentation/swiftui/gesturestate>.
///
/// Declarations only: SwiftUI sets and resets it while a gesture runs; nothing here imitates that.
@propertyWrapper @frozen
public struct GestureState<Value>: DynamicProperty {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)>.
  public init(wrappedValue: Value) {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue>.
  public var wrappedValue: Value { fatalError("not imitated") }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue>.
  public var projectedValue: GestureState<Value> { self }
}
