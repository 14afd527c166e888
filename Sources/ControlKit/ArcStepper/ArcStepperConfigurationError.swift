/// Why an ``ArcStepperConfiguration`` was rejected.
///
/// Each case carries the offending value so the message names it; nothing traps.
public enum ArcStepperConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The step count is outside `1...ArcStepperConfiguration.maximumStepCount`.
  case stepCountOutOfRange(Int)
  /// The sweep (radians) is not in `0 < sweep ≤ 2π` or is not finite.
  case sweepOutOfRange(Double)

  /// A message naming the field and the rejected value.
  public var description: String {
    switch self {
    case .stepCountOutOfRange(let count):
      return "stepCount must be in 1...\(ArcStepperConfiguration.maximumStepCount), got \(count)"
    case .sweepOutOfRange(let sweep):
      return "sweep must be in (0, 2π] radians, got \(sweep)"
    }
  }
}
