/// What a platform gives a ``ControlSession``: a clock, one timer, a frame clock, speech, limit
/// feedback and a way to redraw; the one host protocol of every front-end.
///
/// Each platform has one host: GTK's `GTKControlHost` (GLib's monotonic clock, a GLib timer, the
/// widget's frame clock and the error bell), UIKit's `UIKitHost` (`ContinuousClock`, one `Timer`,
/// a 60 Hz repeating `Timer` for frames, not `CADisplayLink`, whose only initialiser takes an
/// Objective-C selector; `UIAccessibility.post`, a haptic), SwiftUI's `TaskHost` (sleeping
/// main-actor tasks). Tests use ControlKitTesting's `VirtualHost`, a virtual clock, so timing
/// needs no sleeping. A control takes `any ControlHost`, so a test injects `VirtualHost` where the
/// app gets the platform's.
///
/// ```swift
/// let session = ControlSession(StepperState(value: 1))
/// host.drive(session)                    // the timer and frames come back to the session
/// session.onRender = { redraw() }        // the control redraws after every render
/// ```
@MainActor
public protocol ControlHost: AnyObject {
  /// The current instant on the host's monotonic timeline (the one event instants use).
  var now: ControlInstant { get }
  /// Runs `session` on this host: makes itself the session's host and sends it its timer fires
  /// (``ControlSession/timerFired(at:)``) and frames (``ControlSession/frameTicked(at:)``).
  ///
  /// A host runs one session at a time (the one timer and frame clock belong to it): give each
  /// control its own host. A later call hands the timer and frames to the new session.
  func drive<Machine: ControlMachine>(_ session: ControlSession<Machine>)
  /// Runs the session's one timer at `deadline`, replacing any pending one; when it passes, the
  /// host calls ``ControlSession/timerFired(at:)`` with the deadline.
  func scheduleTimer(at deadline: ControlInstant)
  /// Cancels the pending timer, if any.
  func cancelTimer()
  /// Starts (`true`) or stops (`false`) frame ticks; while running, the host calls
  /// ``ControlSession/frameTicked(at:)`` once per frame (every ``FrameRate/interval`` where the
  /// platform has no frame clock of its own). Called only when the need changes.
  func setFrameTicksEnabled(_ enabled: Bool)
  /// Has the screen reader speak `text`.
  func announce(_ text: String)
  /// Plays the limit feedback this platform has (haptics, the bell) for a push against `limit`.
  func playLimitFeedback(_ feedback: LimitFeedback, at limit: RangeLimit)
  /// The session rendered, once for the event (the session then calls its
  /// ``ControlSession/onRender``, where the control lays out and draws): a record for hosts
  /// that count renders (`VirtualHost`). A platform host needs no implementation: the default
  /// does nothing, as the control, not its host, draws.
  func render()
}

extension ControlHost {
  /// Does nothing: the control draws in the session's ``ControlSession/onRender``.
  public func render() {}
}
