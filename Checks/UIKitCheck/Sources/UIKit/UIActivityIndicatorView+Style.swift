extension UIActivityIndicatorView {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum>.
  public enum Style: Int, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/large>.
    case large = 101
  }
}
