/// What a platform gives a ``ControlSession``: a clock, one timer, a frame clock, speech, limit
/// feedback and a way to redraw.
///
/// A front-end implements one host per platform (GTK: GLib's monotonic clock, a `GLibTimer`, a
/// tick callback and the error bell; UIKit: `Timer`, `CADisplayLink`, `UIAccessibility.post`,
/// feedback generators). Tests use a host with a virtual clock, so timing needs no sleeping.
@MainActor
public protocol ControlHost: AnyObject {
  /// The current instant on the host's monotonic timeline (the one event instants use).
  var now: ControlInstant { get }
  /// Runs the session's one timer at `deadline`, replacing any pending one; when it passes, the
  /// host calls ``ControlSession/timerFired(at:)`` with the deadline.
  func scheduleTimer(at deadline: ControlInstant)
  /// Cancels the pending timer, if any.
  func cancelTimer()
  /// Starts (`true`) or stops (`false`) frame ticks; while running, the host calls
  /// ``ControlSession/frameTicked(at:)`` once per frame. Called only when the need changes.
  func setFrameTicksEnabled(_ enabled: Bool)
  /// Has the screen reader speak `text`.
  func announce(_ text: String)
  /// Plays the limit feedback this platform has (haptics, the bell) for a push against `limit`.
  func playLimitFeedback(_ feedback: LimitFeedback, at limit: RangeLimit)
  /// Redraws the control from the session's state and ``ControlSession/presentation``.
  func render()
}
