public import Foundation

extension UIWindow {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiwindow/level>.
  public struct Level: Hashable, RawRepresentable, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiwindow/level/init(rawvalue:)>.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiwindow/level/init(_:)>.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// The level's value (Apple's `rawValue`, from `RawRepresentable`).
    public var rawValue: CGFloat

    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiwindow/level/normal>.
    public static let normal = UIWindow.Level(rawValue: 0)
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiwindow/level/alert>.
    public static let alert = UIWindow.Level(rawValue: 2_000)
  }
}
