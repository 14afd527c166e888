extension StepperState {
  /// What the stepper looks like now, for ``StepperDrawing``: the presentation properties gathered
  /// into one value, with the shake offset the front-end's limit-feedback animation is at.
  ///
  /// ```swift
  /// let look = state.appearance(shakeOffset: shake.offset(at: elapsed))
  /// let commands = StepperDrawing.drawing(appearance: look, layout: layout)
  /// ```
  public func appearance(shakeOffset: Double = 0) -> StepperAppearance {
    StepperAppearance(
      displayText: displayText, isEnabled: isEnabled, isDecrementEnabled: isDecrementEnabled,
      isIncrementEnabled: isIncrementEnabled, isDecrementHidden: isDecrementHidden,
      isEditing: isEditing, shakeOffset: shakeOffset)
  }
}
