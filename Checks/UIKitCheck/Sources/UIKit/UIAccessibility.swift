/// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibility>.
public enum UIAccessibility {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)>.
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}
