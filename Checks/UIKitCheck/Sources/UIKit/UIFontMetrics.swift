public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uifontmetrics>.
///
/// `scaledFont(for:)` returns the font it is given (the stub has no Dynamic Type).
open class UIFontMetrics: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uifontmetrics/default>.
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)>.
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)>.
  open func scaledFont(for font: UIFont) -> UIFont { font }
}
