/// Transcribed from <https://developer.apple.com/documentation/uikit/uiblureffect>.
///
/// Records its style (``recordedStyle``); blurs nothing.
@MainActor
open class UIBlurEffect: UIVisualEffect {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiblureffect/init(style:)>.
  public init(style: UIBlurEffect.Style) {
    recordedStyle = style
    super.init()
  }

  /// The style it was made with (Apple's `UIBlurEffect` does not expose it).
  package let recordedStyle: UIBlurEffect.Style
}
