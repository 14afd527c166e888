#if canImport(UIKit)
import Foundation
import UIKit

extension NotificationObservation {
  /// Observes the user turning Reduce Motion on or off
  /// (`UIAccessibility.reduceMotionStatusDidChangeNotification`) and calls `changed` on the main
  /// actor, where a control hands the new setting to its driver.
  ///
  /// The one observer of the setting in ControlKitUIKit: the stepper, the arc stepper and the
  /// HUD each hold one while they are in a window, so a control out of one (or released) is
  /// observed no more, and each reads the setting again on entering one.
  ///
  /// ```swift
  /// reduceMotionObservation = .reduceMotionChanges { [weak self] in
  ///   self?.systemReduceMotionChanged()
  /// }
  /// ```
  ///
  /// - Parameter changed: called once per notification, on the main actor.
  static func reduceMotionChanges(
    _ changed: @escaping @MainActor @Sendable () -> Void
  ) -> NotificationObservation {
    NotificationObservation(UIAccessibility.reduceMotionStatusDidChangeNotification) { _ in
      // UIKit posts it on the main thread, where the block runs (no queue given).
      MainActor.assumeIsolated { changed() }
    }
  }

  /// The observation a control in a window holds, or nil out of one: `current` while `inWindow`
  /// (a new one, reading the setting through `changed` first, when there was none).
  @MainActor static func reduceMotion(
    _ current: NotificationObservation?, inWindow: Bool,
    changed: @escaping @MainActor @Sendable () -> Void
  ) -> NotificationObservation? {
    guard inWindow else { return nil }
    if let current { return current }
    // The setting may have changed while the control was out of a window.
    changed()
    return reduceMotionChanges(changed)
  }
}
#endif
