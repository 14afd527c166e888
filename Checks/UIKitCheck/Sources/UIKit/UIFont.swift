public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uifont>.
open class UIFont: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)>.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont()
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)>.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont()
  }
}
