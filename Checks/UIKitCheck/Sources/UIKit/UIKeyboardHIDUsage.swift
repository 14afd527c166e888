/// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardhidusage>.
///
/// Only the cases the front-end reads, with Apple's (USB HID) raw values.
public enum UIKeyboardHIDUsage: Int, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboarderrorundefined>.
  case keyboardErrorUndefined = 0x03
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardhome>.
  case keyboardHome = 0x4A
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardpageup>.
  case keyboardPageUp = 0x4B
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardend>.
  case keyboardEnd = 0x4D
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardpagedown>.
  case keyboardPageDown = 0x4E
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardrightarrow>.
  case keyboardRightArrow = 0x4F
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardleftarrow>.
  case keyboardLeftArrow = 0x50
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboarddownarrow>.
  case keyboardDownArrow = 0x51
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboarduparrow>.
  case keyboardUpArrow = 0x52
}
