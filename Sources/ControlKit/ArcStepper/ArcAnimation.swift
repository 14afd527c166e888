/// A timeline for the progress arc: which fraction is on screen at any instant.
///
/// Pure data over instants: the front-end asks ``presentedFraction(at:)`` on every frame and
/// reports shown frames to the core (``ArcStepperEvent/frameShown(at:)``), which emits the
/// completion. A new target mid-flight starts a new animation from what is on screen at that
/// instant, so the arc never jumps (a complaint against UICircularProgressRing, which restarts
/// from 0).
///
/// ```swift
/// let move = ArcAnimation(from: 0.5, to: 0.6, start: .zero,
///                         durationPerFullSweep: .seconds(2), easing: .easeInOut)
/// move.duration                                // 200 ms
/// move.presentedFraction(at: .milliseconds(100))  // 0.55
/// ```
public struct ArcAnimation: Hashable, Sendable {
  /// The fraction on screen at ``start``.
  public var from: Double
  /// The fraction reached at ``end``.
  public var to: Double
  /// When the animation begins.
  public var start: ControlInstant
  /// How long it runs.
  public var duration: Duration
  /// The timing curve.
  public var easing: ArcEasing

  /// Creates an animation with an explicit duration.
  public init(
    from: Double, to: Double, start: ControlInstant, duration: Duration, easing: ArcEasing
  ) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = max(.zero, duration)
    self.easing = easing
  }

  /// Creates an animation whose duration is proportional to the distance travelled:
  /// `|to − from| × durationPerFullSweep`, rounded to whole milliseconds.
  public init(
    from: Double, to: Double, start: ControlInstant, durationPerFullSweep: Duration,
    easing: ArcEasing
  ) {
    self.init(
      from: from, to: to, start: start,
      duration: Self.duration(distance: abs(to - from), perFullSweep: durationPerFullSweep),
      easing: easing)
  }

  /// `distance × perFullSweep`, rounded to whole milliseconds (a frame lasts at least 8 ms, so
  /// nothing visible is lost, and test instants stay exact).
  public static func duration(distance: Double, perFullSweep: Duration) -> Duration {
    guard distance.isFinite, distance > 0 else { return .zero }
    let fullMilliseconds = perFullSweep / .milliseconds(1)
    let milliseconds = (min(1, distance) * fullMilliseconds).rounded()
    guard milliseconds.isFinite, milliseconds > 0 else { return .zero }
    return .milliseconds(Int64(min(milliseconds, 1e15)))
  }

  /// When the animation reaches ``to``.
  public var end: ControlInstant { start.advanced(by: duration) }

  /// The fraction on screen at `instant`: ``from`` before the start, ``to`` from the end on.
  public func presentedFraction(at instant: ControlInstant) -> Double {
    if instant <= start { return from }
    if instant >= end || duration <= .zero { return to }
    let share = start.duration(to: instant) / duration
    return from + (to - from) * easing.progress(share)
  }

  /// Whether the animation has reached its target at `instant`.
  public func isFinished(at instant: ControlInstant) -> Bool { instant >= end }
}
