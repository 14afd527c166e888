/// One end of a stepper's range.
public enum StepperLimit: Hashable, Sendable, CaseIterable {
  /// The maximum.
  case upper
  /// The minimum.
  case lower
}
