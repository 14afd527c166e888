extension UIMenuElement {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uimenuelement/state>.
  public enum State: Int, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uimenuelement/state/off>.
    case off = 0
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uimenuelement/state/on>.
    case on = 1
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uimenuelement/state/mixed>.
    case mixed = 2
  }
}
