/// Transcribed from <https://developer.apple.com/documentation/coretext/ctfontuifonttype>.
public enum CTFontUIFontType: Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/coretext/ctfontuifonttype/system>.
  case system
}
