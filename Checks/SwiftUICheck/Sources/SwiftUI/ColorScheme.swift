/// Transcribed from <https://developer.apple.com/documentation/swiftui/colorscheme>.
public enum ColorScheme: CaseIterable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/colorscheme/light>.
  case light
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/colorscheme/dark>.
  case dark
}
