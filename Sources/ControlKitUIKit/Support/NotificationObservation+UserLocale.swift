#if canImport(UIKit)
import Foundation

extension NotificationObservation {
  /// Observes the user's changes of region format (`NSLocale.currentLocaleDidChangeNotification`)
  /// and calls `changed` on the main actor, where a control reads its locale's symbols again
  /// (`Locale.autoupdatingCurrent` then reports the new region; a cached reading would not).
  ///
  /// The stepper and the arc stepper each hold the one their locale needs, so each control is its
  /// observer's one owner and a released control is observed no more.
  ///
  /// ```swift
  /// userLocaleObservation = .userLocaleChanges { [weak self] in self?.userLocaleChanged() }
  /// ```
  ///
  /// - Parameter changed: called once per notification, on the main actor.
  static func userLocaleChanges(
    _ changed: @escaping @MainActor @Sendable () -> Void
  ) -> NotificationObservation {
    NotificationObservation(NSLocale.currentLocaleDidChangeNotification) { _ in
      // Foundation may post it off the main thread; the controls live on it.
      if Thread.isMainThread {
        MainActor.assumeIsolated { changed() }
      } else {
        Task { @MainActor in changed() }
      }
    }
  }
}
#endif
