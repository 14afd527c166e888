/// The HUD's opacity over time while it animates in or out: a straight line from the opacity on
/// screen when the core asked for the animation to the target, over the core's duration.
///
/// Starting from what is on screen is what lets the core reverse a hide half-way
/// (`beginShowAnimation` while hiding) without a jump.
public struct HUDFade: Hashable, Sendable {
  /// The opacity at ``start``.
  public var from: Double
  /// The opacity at the end: 1 to show, 0 to hide.
  public var to: Double
  /// When the fade begins.
  public var start: ControlInstant
  /// How long it takes.
  public var duration: Duration

  /// Creates a fade.
  public init(from: Double, to: Double, start: ControlInstant, duration: Duration) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
  }

  /// When the fade reaches ``to``.
  public var end: ControlInstant { start.advanced(by: max(.zero, duration)) }

  /// The opacity at `instant`: ``from`` before the start, ``to`` from the end on.
  public func opacity(at instant: ControlInstant) -> Double {
    if instant >= end || duration <= .zero { return to }
    if instant <= start { return from }
    return from + (to - from) * (start.duration(to: instant) / duration)
  }

  /// Whether the fade has reached its target at `instant`.
  public func isFinished(at instant: ControlInstant) -> Bool { instant >= end }
}
