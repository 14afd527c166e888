#if GTK
import CGtk
package import ControlKit

/// GLib's monotonic clock as `ControlInstant`s: the timeline every ControlKitGTK event and timer uses.
///
/// `package`: in ControlKitGTK only `GTKControlHost` reads it (``now()``; `GLibTimer` converts
/// deadlines with ``microseconds(of:)``); the testbed, the demo, the bench and the tests use it
/// to wait on real time.
///
/// An instant's `sinceOrigin` is `g_get_monotonic_time()` (microseconds since an unspecified
/// origin, never going backwards), so event instants and `GLibTimer` deadlines are directly
/// comparable and map back to GLib ready times without drift.
package enum MonotonicClock {
  /// The current instant.
  package static func now() -> ControlInstant {
    instant(microseconds: Int64(g_get_monotonic_time()))
  }

  /// The instant of a GLib monotonic time given in microseconds.
  package static func instant(microseconds: Int64) -> ControlInstant {
    ControlInstant(sinceOrigin: .microseconds(microseconds))
  }

  /// The GLib monotonic time (microseconds) of `instant`, rounded up so a timer set to it never
  /// fires before the instant.
  package static func microseconds(of instant: ControlInstant) -> Int64 {
    let parts = instant.sinceOrigin.components
    let attosecondsPerMicrosecond: Int64 = 1_000_000_000_000
    let whole = parts.attoseconds / attosecondsPerMicrosecond
    let remainder = parts.attoseconds % attosecondsPerMicrosecond
    return parts.seconds * 1_000_000 + whole + (remainder > 0 ? 1 : 0)
  }
}
#endif
