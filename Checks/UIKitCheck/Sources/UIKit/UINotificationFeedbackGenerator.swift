/// Transcribed from <https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator>.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)>.
  open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
  }
}
