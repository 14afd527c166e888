#if canImport(UIKit)
  import ControlKit

  /// The monotonic timeline UIKit events are stamped on: `ContinuousClock` measured from the
  /// first read in this process.
  ///
  /// `ContinuousClock` keeps counting while the device sleeps, like `CACurrentMediaTime()`'s
  /// source, so a timer scheduled before a lock still fires at the right offset.
  @MainActor
  enum UIKitClock {
    private static let origin = ContinuousClock.now

    /// The current instant.
    static func now() -> ControlInstant {
      ControlInstant(sinceOrigin: origin.duration(to: ContinuousClock.now))
    }
  }
#endif
