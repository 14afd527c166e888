extension UIButton {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum>.
  public enum ButtonType: Int, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/custom>.
    case custom = 0
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system>.
    case system = 1
  }
}
