/// Keys a focused stepper understands, as in GtkSpinButton and react-aria's spin button.
public enum StepperKey: Hashable, Sendable, CaseIterable {
  /// One step up.
  case up
  /// One step down.
  case down
  /// ``StepperConfiguration/pageMultiplier`` steps up.
  case pageUp
  /// ``StepperConfiguration/pageMultiplier`` steps down.
  case pageDown
  /// Jump to the minimum.
  case home
  /// Jump to the maximum.
  case end
}
