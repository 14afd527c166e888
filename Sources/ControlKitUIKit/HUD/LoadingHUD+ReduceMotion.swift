#if canImport(UIKit)
import ControlKit
import Foundation
import UIKit

extension LoadingHUD {
  /// Observes the Reduce Motion setting while the HUD is in a window, and stops outside one.
  ///
  /// Block-based (no selector): UIKit posts `UIAccessibility.reduceMotionStatusDidChangeNotification`
  /// on the main thread, and `queue: nil` runs the block there. The setting is read again on
  /// entering a window, since it may have changed while the HUD was out of one.
  func followReduceMotion(inWindow: Bool) {
    if !inWindow {
      if let observer = reduceMotionObserver {
        NotificationCenter.default.removeObserver(observer)
      }
      reduceMotionObserver = nil
      return
    }
    guard reduceMotionObserver == nil else { return }
    systemReduceMotionChanged()
    reduceMotionObserver = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.systemReduceMotionChanged() }
    }
  }

  /// The system setting changed: the core learns it (a zoom becomes a fade, the box's scale 1).
  func systemReduceMotionChanged() {
    driver.reducesMotion = systemReducesMotion
  }
}
#endif
