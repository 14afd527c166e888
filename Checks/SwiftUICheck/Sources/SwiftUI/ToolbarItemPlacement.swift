/// Transcribed from <https://developer.apple.com/documentation/swiftui/toolbaritemplacement>
/// (`Sendable` in the stub, so that its static members type-check in Swift 6 mode).
public struct ToolbarItemPlacement: Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic>.
  public static let automatic = ToolbarItemPlacement()
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard>
  /// (iOS 15, Mac Catalyst 15, macOS 12: older than this package's minimum; the page lists no
  /// visionOS, tvOS or watchOS).
  public static let keyboard = ToolbarItemPlacement()
}
