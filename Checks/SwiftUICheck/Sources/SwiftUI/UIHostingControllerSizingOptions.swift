/// Transcribed from <https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions>.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/rawvalue>.
  public let rawValue: Int
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/init(rawvalue:)>.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/intrinsiccontentsize>.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
