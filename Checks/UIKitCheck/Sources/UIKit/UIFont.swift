public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uifont>.
///
/// Keeps the size and weight it was asked for; measures nothing.
open class UIFont: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)>.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(recordedSize: fontSize, weight: .regular)
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)>.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(recordedSize: fontSize, weight: weight)
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uifont/pointsize>.
  open var pointSize: CGFloat { recordedSize }

  /// The weight asked for (Apple's fonts keep it in their descriptor's traits).
  package let recordedWeight: UIFont.Weight
  private let recordedSize: CGFloat

  private init(recordedSize: CGFloat, weight: UIFont.Weight) {
    self.recordedSize = recordedSize
    recordedWeight = weight
    super.init()
  }
}
