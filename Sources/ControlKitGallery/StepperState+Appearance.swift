import ControlKit

extension StepperState {
  /// What the stepper drawing needs, read from the state's presentation properties.
  ///
  /// Every value comes from the core (``StepperState/displayText``,
  /// ``StepperState/isIncrementEnabled``...); only the shake offset is a front-end's, sampled from
  /// ``ShakeAnimation`` at the time since the `limitReached` effect.
  func appearance(shakeOffset: Double = 0) -> StepperAppearance {
    StepperAppearance(
      displayText: displayText, isEnabled: isEnabled, isDecrementEnabled: isDecrementEnabled,
      isIncrementEnabled: isIncrementEnabled, isDecrementHidden: isDecrementHidden,
      isEditing: isEditing, shakeOffset: shakeOffset)
  }
}
