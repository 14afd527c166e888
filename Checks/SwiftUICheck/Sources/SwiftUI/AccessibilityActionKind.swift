/// Transcribed from <https://developer.apple.com/documentation/swiftui/accessibilityactionkind>.
public struct AccessibilityActionKind: Equatable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default>.
  public static let `default` = AccessibilityActionKind()
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape>.
  public static let escape = AccessibilityActionKind()
}
