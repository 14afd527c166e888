/// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutdirection>.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutdirection/lefttoright>.
  case leftToRight
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft>.
  case rightToLeft
}
