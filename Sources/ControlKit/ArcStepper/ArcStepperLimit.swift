/// One end of the arc stepper's range.
public enum ArcStepperLimit: Hashable, Sendable, CaseIterable {
  /// Step 0, at the arc's start angle.
  case lower
  /// The step count, at the arc's end angle.
  case upper
}
