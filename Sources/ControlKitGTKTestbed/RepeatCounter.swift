#if GTK
import ControlKit

/// A stand-in for a stepper core until the real one lands.
///
/// It counts steps from press, hold-repeat and activation, and says when the next repeat is due.
/// Pure: it takes instants and returns deadlines.
struct RepeatCounter: Equatable, Sendable {
  /// The delay from press to the first repeat.
  static let initialDelay: Duration = .milliseconds(400)
  /// The delay between repeats while held.
  static let repeatInterval: Duration = .milliseconds(150)

  /// Steps taken so far.
  private(set) var count = 0
  /// When the running press began, or nil.
  private(set) var pressedAt: ControlInstant?

  /// Steps once and returns the first repeat's deadline.
  mutating func pressed(at instant: ControlInstant) -> ControlInstant {
    count += 1
    pressedAt = instant
    return instant.advanced(by: Self.initialDelay)
  }

  /// Steps once if still pressed and returns the next repeat's deadline.
  mutating func repeatTimerFired(at instant: ControlInstant) -> ControlInstant? {
    guard pressedAt != nil else { return nil }
    count += 1
    return instant.advanced(by: Self.repeatInterval)
  }

  /// Ends the press; returns how long it was held.
  mutating func pressEnded(at instant: ControlInstant) -> Duration {
    defer { pressedAt = nil }
    return pressedAt.map { $0.duration(to: instant) } ?? .zero
  }

  /// Steps once for a keyboard or accessibility activation.
  mutating func activated() {
    count += 1
  }
}
#endif
