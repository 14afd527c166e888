extension UIView {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum>.
  public enum ContentMode: Int, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaletofill>.
    case scaleToFill = 0
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfit>.
    case scaleAspectFit = 1
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill>.
    case scaleAspectFill = 2
  }
}
