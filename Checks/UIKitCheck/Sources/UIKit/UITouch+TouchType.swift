extension UITouch {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitouch/touchtype>.
  public enum TouchType: Int, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uitouch/touchtype/direct>.
    case direct = 0
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uitouch/touchtype/indirect>.
    case indirect = 1
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uitouch/touchtype/pencil>.
    case pencil = 2
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uitouch/touchtype/indirectpointer>.
    case indirectPointer = 3
  }
}
