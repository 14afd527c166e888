/// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits>.
public struct UIAccessibilityTraits: OptionSet, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/init(rawvalue:)>.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/rawvalue>.
  public var rawValue: UInt64

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable>.
  public static var adjustable: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 12) }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/image>.
  nonisolated public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
}
