#if canImport(UIKit)
import ControlKit
import Foundation
import UIKit

extension LoadingHUD {
  /// Observes the Reduce Motion setting while the HUD is in a window, and stops outside one
  /// (``NotificationObservation/reduceMotion(_:inWindow:changed:)``, as the steppers do); the
  /// setting is read again on entering a window.
  func followReduceMotion(inWindow: Bool) {
    reduceMotionObservation = .reduceMotion(reduceMotionObservation, inWindow: inWindow) {
      [weak self] in self?.systemReduceMotionChanged()
    }
  }

  /// The system setting changed: the core learns it (a zoom becomes a fade, the box's scale 1).
  func systemReduceMotionChanged() {
    driver.reducesMotion = systemReducesMotion
  }
}
#endif
