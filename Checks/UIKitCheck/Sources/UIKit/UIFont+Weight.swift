public import Foundation

extension UIFont {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/weight>.
  public struct Weight: Hashable, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)>.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/weight/rawvalue>.
    public var rawValue: CGFloat

    /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/weight/medium>.
    public static let medium = UIFont.Weight(rawValue: 0.23)
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/weight/regular>.
    public static let regular = UIFont.Weight(rawValue: 0)
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/weight/bold>.
    public static let bold = UIFont.Weight(rawValue: 0.4)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/textstyle>.
  public struct TextStyle: Hashable, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)>.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/textstyle/rawvalue>.
    public var rawValue: String

    /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/textstyle/body>.
    public static let body = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
  }
}
