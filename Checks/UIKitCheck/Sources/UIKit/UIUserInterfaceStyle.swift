/// Transcribed from <https://developer.apple.com/documentation/uikit/uiuserinterfacestyle>.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified>.
  case unspecified = 0
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light>.
  case light = 1
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark>.
  case dark = 2
}
