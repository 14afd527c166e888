/// The monotonic timeline of the Apple front-ends: `ContinuousClock`, measured from the first
/// read in this process.
///
/// One origin for every UIKit and SwiftUI control of a process (UIKit's `UIKitHost` and SwiftUI's
/// `TaskHost` both read it), so their instants are on one timeline and a rule about time is never
/// measured on two clocks. `ContinuousClock` keeps counting while the device sleeps, like
/// `CACurrentMediaTime()`'s source, so a timer scheduled before a lock still fires at the right
/// offset. GTK's host reads GLib's monotonic clock instead, the one its frame clock runs on.
package enum ContinuousTimeline {
  /// The first read of `ContinuousClock`: instant zero.
  private static let origin = ContinuousClock.now

  /// The current instant.
  package static func now() -> ControlInstant {
    ControlInstant(sinceOrigin: origin.duration(to: ContinuousClock.now))
  }
}
