/// What caused a value change, so apps can tell user changes from programmatic ones.
public enum ArcStepperChangeSource: Hashable, Sendable, CaseIterable {
  /// A press or drag on the ring (or the revert after a cancelled pointer).
  case pointer
  /// An arrow, Home or End key.
  case keyboard
  /// The scroll wheel.
  case wheel
  /// A screen reader's increment or decrement action.
  case accessibility
  /// The app set the step in code.
  case programmatic
}
