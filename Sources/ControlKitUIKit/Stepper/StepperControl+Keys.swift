#if canImport(UIKit)
import ControlKit
import UIKit

extension StepperControl {
  /// Hardware keys: arrows, Page Up/Down, Home/End (the core decides which it claims: while
  /// editing, Home and End move the caret unless ⌘ is held); returns the presses it did not
  /// take, for the responder chain.
  func keysPressed(_ presses: Set<UIPress>) -> Set<UIPress> {
    var unhandled = Set<UIPress>()
    for press in presses {
      guard let key = press.key, let stepperKey = Self.stepperKey(key.keyCode),
        driver.keyPressed(stepperKey, commandModifier: key.modifierFlags.contains(.command))
      else {
        unhandled.insert(press)
        continue
      }
    }
    return unhandled
  }

  /// The stepper key for a HID usage, or nil.
  static func stepperKey(_ usage: UIKeyboardHIDUsage) -> StepperKey? {
    switch usage {
    case .keyboardUpArrow: .up
    case .keyboardDownArrow: .down
    case .keyboardPageUp: .pageUp
    case .keyboardPageDown: .pageDown
    case .keyboardHome: .home
    case .keyboardEnd: .end
    default: nil
    }
  }
}
#endif
