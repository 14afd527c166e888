/// Transcribed from <https://developer.apple.com/documentation/swiftui/font>.
@frozen
public struct Font: Hashable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2>.
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
    -> Font
  { Font() }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/font/weight>.
  @frozen
  public struct Weight: Hashable, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/font/weight/regular>.
    public static let regular = Weight(name: "regular")
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/font/weight/medium>.
    public static let medium = Weight(name: "medium")
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/font/weight/bold>.
    public static let bold = Weight(name: "bold")

    /// The weight's name, so the stub's weights differ (stub machinery).
    private let name: String
  }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/font/design>.
  public enum Design: Hashable, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/font/design/default>.
    case `default`
  }
}
