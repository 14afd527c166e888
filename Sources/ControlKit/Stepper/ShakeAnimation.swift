/// The limit-feedback shake: a horizontal offset over time, as a pure function of the time elapsed
/// since the limit was hit.
///
/// PPNumberButton shakes its layer with a keyframe animation of `position.x` through
/// `[x − 10, x, x + 10]`, 0.07 s, autoreversed, repeated 3 times: ±10 points for 0.42 s, starting
/// with a jump to −10. Ours keeps the amplitude, the three oscillations and the duration but is a
/// sine under a linearly falling envelope, so it starts and ends at 0 with no jump:
///
/// `offset(t) = amplitude × (1 − t/duration) × sin(2π × oscillations × t/duration)` for
/// `0 ≤ t < duration`, and `0` outside.
///
/// The front-end records the instant of the `limitReached` effect that asked for a shake and
/// samples the offset on each frame into ``StepperPresentation/shakeOffset``.
public struct ShakeAnimation: Hashable, Sendable {
  /// The article's amplitude: 10 points.
  public static let defaultAmplitude = 10.0
  /// The article's duration: 0.07 s × 2 (autoreverse) × 3 repeats = 420 ms.
  public static let defaultDuration = Duration.milliseconds(420)
  /// The article's number of back-and-forth movements: 3.
  public static let defaultOscillations = 3

  /// The largest offset, in points (reached only near the start, as the envelope falls).
  public var amplitude: Double
  /// How long the shake lasts; the offset is 0 from then on.
  public var duration: Duration
  /// How many full sine periods fit in the duration.
  public var oscillations: Int

  /// Creates a shake; the defaults are the article's.
  public init(
    amplitude: Double = Self.defaultAmplitude, duration: Duration = Self.defaultDuration,
    oscillations: Int = Self.defaultOscillations
  ) {
    self.amplitude = amplitude
    self.duration = duration
    self.oscillations = oscillations
  }

  /// The horizontal offset in points `elapsed` after the shake started; `0` before it starts,
  /// at and after its end, and for a shake of no duration.
  public func offset(at elapsed: Duration) -> Double {
    guard isRunning(at: elapsed) else { return 0 }
    let progress = elapsed / duration
    let angle = 2 * Double.pi * Double(oscillations) * progress
    return amplitude * (1 - progress) * Math.sin(angle)
  }

  /// Whether the shake is still moving `elapsed` after it started: the front-end keeps asking for
  /// frames while this is `true`.
  public func isRunning(at elapsed: Duration) -> Bool {
    elapsed >= .zero && elapsed < duration
  }
}
