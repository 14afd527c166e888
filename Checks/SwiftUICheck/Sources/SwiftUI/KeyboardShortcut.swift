/// Transcribed from <https://developer.apple.com/documentation/swiftui/keyboardshortcut>.
public struct KeyboardShortcut: Hashable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/keyboardshortcut/cancelaction>.
  public static let cancelAction = KeyboardShortcut()
}
