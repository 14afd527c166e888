public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibility>.
public enum UIAccessibility {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)>.
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled>.
  ///
  /// False: the stub has no settings.
  @MainActor public static var isReduceMotionEnabled: Bool { false }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification>.
  public static let reduceMotionStatusDidChangeNotification: NSNotification.Name =
    NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
