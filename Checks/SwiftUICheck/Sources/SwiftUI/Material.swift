/// Transcribed from <https://developer.apple.com/documentation/swiftui/material>.
public struct Material: Sendable, ShapeStyle {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/material/regular>.
  public static let regular = Material()
}
