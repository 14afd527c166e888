/// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentkey>.
public protocol EnvironmentKey {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentkey/value>.
  associatedtype Value
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue>.
  static var defaultValue: Self.Value { get }
}
