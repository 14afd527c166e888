#if canImport(UIKit)
import ControlKit
import Foundation
import UIKit

extension StepperControl {
  /// The part a point hits: the core's layout and hit-tester, with each button's touch area
  /// grown to 44 × 44 points (Apple's minimum), and nothing on the hidden − in cart mode.
  func part(at point: CGPoint) -> StepperLayout.Part? {
    currentLayout.part(
      at: Point(point), isDecrementHidden: coreState.isDecrementHidden,
      minimumTouchSize: TouchArea.recommendedMinimumSize)
  }

  /// A touch went down: − or + press at once (the core steps and asks for the repeat timer).
  func trackingBegan(_ touch: UITouch) -> Bool {
    guard let part = part(at: touch.location(in: self)), part != .field else { return false }
    trackedPart = part
    isTrackedTouchInside = true
    let pointer: StepperPointerKind = touch.type == .indirectPointer ? .mouse : .touch
    driver.press(part == .increment ? .increment : .decrement, pointer: pointer)
    return true
  }

  /// The touch moved: leaving the pressed button's touch area pauses the repeat, coming back
  /// resumes it (the core's `dragExited` / `dragEntered`; a release outside never steps).
  func trackingContinued(_ touch: UITouch) -> Bool {
    guard let tracked = trackedPart else { return false }
    let inside = part(at: touch.location(in: self)) == tracked
    guard inside != isTrackedTouchInside else { return true }
    isTrackedTouchInside = inside
    driver.pointerMoved(inside: inside)
    return true
  }

  /// The touch lifted: the hold ends (a release never steps).
  func trackingEnded(_ touch: UITouch?) {
    guard let tracked = trackedPart else { return }
    let inside = touch.map { part(at: $0.location(in: self)) == tracked } ?? false
    trackedPart = nil
    driver.release(inside: inside)
  }

  /// The system took the touch (a scroll view claimed it, a call came in): the hold and its
  /// timer end at once.
  func trackingCancelled() {
    guard trackedPart != nil else { return }
    trackedPart = nil
    driver.cancelPointer()
  }
}
#endif
