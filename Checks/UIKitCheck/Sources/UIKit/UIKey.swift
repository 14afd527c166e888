public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uikey>.
open class UIKey: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikey/keycode>.
  open var keyCode: UIKeyboardHIDUsage { .keyboardErrorUndefined }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikey/modifierflags>.
  open var modifierFlags: UIKeyModifierFlags { [] }
}
