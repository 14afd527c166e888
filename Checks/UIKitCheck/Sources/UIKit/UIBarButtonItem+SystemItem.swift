extension UIBarButtonItem {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem>.
  public enum SystemItem: Int, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/done>:
    /// "The system Done button, localized."
    case done = 0
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/flexiblespace>.
    case flexibleSpace = 5
  }
}
