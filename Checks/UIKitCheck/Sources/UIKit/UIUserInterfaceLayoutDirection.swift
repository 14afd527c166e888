/// Transcribed from <https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection>.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright>.
  case leftToRight = 0
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft>.
  case rightToLeft = 1
}
