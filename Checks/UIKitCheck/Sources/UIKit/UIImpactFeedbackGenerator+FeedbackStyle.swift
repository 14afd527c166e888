extension UIImpactFeedbackGenerator {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle>.
  public enum FeedbackStyle: Int, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/light>.
    case light = 0
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/medium>.
    case medium = 1
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle/heavy>.
    case heavy = 2
  }
}
