extension UINotificationFeedbackGenerator {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype>.
  public enum FeedbackType: Int, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype/success>.
    case success
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype/warning>.
    case warning
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype/error>.
    case error
  }
}
