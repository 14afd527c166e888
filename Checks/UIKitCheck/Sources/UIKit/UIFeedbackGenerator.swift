public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uifeedbackgenerator>.
@MainActor
open class UIFeedbackGenerator: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()>.
  open func prepare() {}
}
