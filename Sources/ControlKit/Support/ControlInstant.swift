/// A point on a monotonic timeline supplied by the front-end: the time an event happened.
///
/// The core never reads a clock. Front-ends stamp each event with `ControlInstant` (for example the
/// offset of `ContinuousClock.now` from a fixed start, or GLib's monotonic time) and tests simply
/// pass instants, so timing is exact and needs no sleeping.
///
/// ```swift
/// let t0 = ControlInstant.zero
/// let t1 = t0.advanced(by: .milliseconds(400))
/// ```
public struct ControlInstant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
  /// The time elapsed since the timeline's origin.
  public var sinceOrigin: Duration

  /// Creates an instant at `sinceOrigin` past the timeline's origin.
  public init(sinceOrigin: Duration) {
    self.sinceOrigin = sinceOrigin
  }

  /// The timeline's origin.
  public static let zero = ControlInstant(sinceOrigin: .zero)

  /// An instant `milliseconds` after the origin: shorthand for tests and examples.
  public static func milliseconds(_ milliseconds: Int64) -> ControlInstant {
    ControlInstant(sinceOrigin: .milliseconds(milliseconds))
  }

  /// This instant moved by `duration`.
  ///
  /// Saturates instead of trapping: past the representable range (about 2.9 × 10¹¹ years either
  /// side of the origin) the result is the range's end, which every
  /// deadline compares as "never" in practice.
  public func advanced(by duration: Duration) -> ControlInstant {
    ControlInstant(sinceOrigin: sinceOrigin.saturatingAdding(duration))
  }

  /// The duration from this instant to `other`, saturating at the representable range.
  public func duration(to other: ControlInstant) -> Duration {
    other.sinceOrigin.saturatingSubtracting(sinceOrigin)
  }

  /// Orders instants by time.
  public static func < (lhs: ControlInstant, rhs: ControlInstant) -> Bool {
    lhs.sinceOrigin < rhs.sinceOrigin
  }

  /// The offset from the origin in whole milliseconds, as `t=400ms`.
  public var description: String { "t=\(milliseconds)ms" }

  /// The offset from the origin in whole milliseconds (rounded toward zero), clamped to `Int64`
  /// for offsets beyond about 292 million years.
  public var milliseconds: Int64 {
    sinceOrigin.clampedMilliseconds
  }
}
