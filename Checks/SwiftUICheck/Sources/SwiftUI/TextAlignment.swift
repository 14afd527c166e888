/// Transcribed from <https://developer.apple.com/documentation/swiftui/textalignment>.
@frozen
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/textalignment/leading>.
  case leading
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/textalignment/center>.
  case center
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/textalignment/trailing>.
  case trailing
}
