public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uivisualeffectview>.
///
/// Keeps its effect; `contentView` is a plain view. Nothing is blurred.
@MainActor
open class UIVisualEffectView: UIView {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)>.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/init(coder:)>.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uivisualeffectview/effect>.
  ///
  /// Apple's `@NSCopying` is left out: the Linux `NSObject` does not conform to `NSCopying`.
  open var effect: UIVisualEffect?
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview>.
  open var contentView: UIView { content }

  private let content = UIView(frame: .zero)
}
