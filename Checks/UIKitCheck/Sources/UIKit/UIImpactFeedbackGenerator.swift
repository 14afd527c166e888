/// Transcribed from <https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator>.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)>.
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()>.
  open func impactOccurred() {}
}
