/// Transcribed from <https://developer.apple.com/documentation/swiftui/roundedcornerstyle>.
@frozen
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/roundedcornerstyle/circular>.
  case circular
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/roundedcornerstyle/continuous>.
  case continuous
}
