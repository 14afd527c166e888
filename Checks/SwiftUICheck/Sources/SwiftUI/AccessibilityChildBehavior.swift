/// Transcribed from <https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior>.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore>.
  public static let ignore = AccessibilityChildBehavior()
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine>.
  public static let combine = AccessibilityChildBehavior()
}
