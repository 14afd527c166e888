/// How a held button speeds up after a number of repeats.
///
/// GtkSpinButton grows the step by its `climb-rate` every 6th repeat up to the page increment;
/// UIStepper speeds up after a while without documenting how. ControlKit uses one documented
/// stage: after ``afterRepeats`` repeats, repeats come every ``interval`` and move
/// ``stepMultiplier`` steps at once.
public struct StepperAcceleration: Hashable, Sendable {
  /// The default number of repeats before speeding up: 10 (1.5 s of repeating at 150 ms).
  public static let defaultAfterRepeats = 10
  /// The default accelerated interval: 50 ms, GtkSpinButton's repeat rate.
  public static let defaultInterval: Duration = .milliseconds(50)
  /// The default multiplier: 1, so a quantity never skips values.
  public static let defaultStepMultiplier: Int64 = 1

  /// Repeats at the normal pace before accelerating (≥ 0).
  public var afterRepeats: Int
  /// The interval between accelerated repeats (> 0).
  public var interval: Duration
  /// Steps per accelerated repeat (≥ 1).
  public var stepMultiplier: Int64

  /// Creates an acceleration stage.
  public init(
    afterRepeats: Int = StepperAcceleration.defaultAfterRepeats,
    interval: Duration = StepperAcceleration.defaultInterval,
    stepMultiplier: Int64 = StepperAcceleration.defaultStepMultiplier
  ) {
    self.afterRepeats = afterRepeats
    self.interval = interval
    self.stepMultiplier = stepMultiplier
  }

  /// The defaults: after 10 repeats, every 50 ms, one step.
  public static let `default` = StepperAcceleration()
}
