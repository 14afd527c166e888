/// Keys the arc stepper reacts to while focused.
public enum ArcStepperKey: Hashable, Sendable, CaseIterable {
  /// One step up.
  case up
  /// One step down.
  case down
  /// To step 0.
  case home
  /// To the step count.
  case end
}
