#if GTK
import CGtk
public import ControlKit

/// GLib's monotonic clock as `ControlInstant`s: the timeline every ControlKitGTK event and timer uses.
///
/// An instant's `sinceOrigin` is `g_get_monotonic_time()` (microseconds since an unspecified
/// origin, never going backwards), so event instants and `GLibTimer` deadlines are directly
/// comparable and map back to GLib ready times without drift.
public enum MonotonicClock {
  /// The current instant.
  public static func now() -> ControlInstant {
    instant(microseconds: Int64(g_get_monotonic_time()))
  }

  /// The instant of a GLib monotonic time given in microseconds.
  public static func instant(microseconds: Int64) -> ControlInstant {
    ControlInstant(sinceOrigin: .microseconds(microseconds))
  }

  /// The GLib monotonic time (microseconds) of `instant`, rounded up so a timer set to it never
  /// fires before the instant.
  public static func microseconds(of instant: ControlInstant) -> Int64 {
    let parts = instant.sinceOrigin.components
    let attosecondsPerMicrosecond: Int64 = 1_000_000_000_000
    let whole = parts.attoseconds / attosecondsPerMicrosecond
    let remainder = parts.attoseconds % attosecondsPerMicrosecond
    return parts.seconds * 1_000_000 + whole + (remainder > 0 ? 1 : 0)
  }
}
#endif
