/// Transcribed from <https://developer.apple.com/documentation/swiftui/visibility>.
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/visibility/automatic>.
  case automatic
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/visibility/visible>.
  case visible
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/visibility/hidden>.
  case hidden
}
