#if canImport(UIKit)
import ControlKit
import Foundation
import UIKit

extension ArcStepperControl {
  /// Whether `point` is in the core layout's touch square (stroke plus slop).
  func ringTouchAreaContains(_ point: CGPoint) -> Bool {
    ArcStepperLayout.touchArea(for: coreState.geometry, touchSlop: configuration.touchSlop)
      .contains(Point(point))
  }

  /// A touch went down: the core sets the step under it, or ignores it (centre, gap).
  ///
  /// An ignored press is not tracked, so it is left to the views behind. The ring is laid out
  /// again first if the bounds or the layout direction moved since the last layout pass, so
  /// the press lands on the ring as drawn (mirrored right to left).
  func trackingBegan(_ touch: UITouch) -> Bool {
    if coreState.bounds != Rect(bounds) || coreState.direction != ringDirection { layOutRing() }
    return driver.press(at: Point(touch.location(in: self)))
  }

  /// The touch moved along the ring.
  func trackingContinued(_ touch: UITouch) -> Bool {
    guard coreState.isDragging else { return false }
    driver.pointerMoved(to: Point(touch.location(in: self)))
    return true
  }

  /// The touch lifted (UIKit passes no touch when it ends tracking itself: a cancel).
  func trackingEnded(_ touch: UITouch?) {
    guard coreState.isDragging else { return }
    if let touch {
      driver.release(at: Point(touch.location(in: self)))
    } else {
      driver.cancelPointer()
    }
  }

  /// The system took the touch: the core restores the step the press began with.
  func trackingCancelled() {
    guard coreState.isDragging else { return }
    driver.cancelPointer()
  }

  /// Up, Down, Home and End (also on the keypad); returns the presses it did not take.
  ///
  /// The keys mean the same in both directions: Up is one step up even where the ring fills
  /// from the right. Left and Right go up the responder chain, as for `UISlider`, which takes no
  /// arrow keys on iOS.
  func keysPressed(_ presses: Set<UIPress>) -> Set<UIPress> {
    var unhandled = Set<UIPress>()
    for press in presses {
      guard let code = press.key?.keyCode, let key = Self.arcKey(code), driver.keyPressed(key)
      else {
        unhandled.insert(press)
        continue
      }
    }
    return unhandled
  }

  /// The core key for a HID usage, or nil.
  static func arcKey(_ usage: UIKeyboardHIDUsage) -> ArcStepperKey? {
    switch usage {
    case .keyboardUpArrow: .up
    case .keyboardDownArrow: .down
    case .keyboardHome: .home
    case .keyboardEnd: .end
    default: nil
    }
  }
}
#endif
