extension StepperConfiguration {
  /// This configuration with the given fields changed and every other field kept: change one
  /// setting without rebuilding (and so silently resetting) the rest.
  ///
  /// ```swift
  /// let price = try StepperConfiguration(range: 0.1...9.9, step: 0.1, wraps: true)
  /// let wider = try price.replacing(maximum: 19.9)       // still wraps, still step 0.1
  /// let named = try price.replacing(label: "Price")      // the range is untouched
  /// state.reduce(.configurationChanged(named, at: now))  // the value is not re-clamped
  /// ```
  ///
  /// Fraction digits are kept unless given, and grow only when a new bound or step needs more
  /// (a new step of 0.05 on a one-digit configuration makes it two digits); use
  /// ``replacingBounds(minimum:maximum:step:fractionDigits:)`` to derive them afresh.
  ///
  /// Each parameter left out (nil) keeps the current field.
  ///
  /// - Parameters:
  ///   - minimum: the new smallest value.
  ///   - maximum: the new largest value.
  ///   - step: the new step.
  ///   - fractionDigits: the new fraction digits.
  ///   - wraps: whether stepping past a limit wraps.
  ///   - repeatPolicy: how holding a button repeats.
  ///   - maximumInputLength: the most digits the field accepts.
  ///   - hidesDecrementAtMinimum: cart mode.
  ///   - numberSymbols: how the user's locale writes numbers.
  ///   - snapsTypedValueToStep: whether committed text snaps to the step grid.
  ///   - pageMultiplier: steps per PageUp/PageDown.
  ///   - limitFeedback: what to play at a limit.
  ///   - label: the accessibility label.
  ///   - language: the language of the announcements and hint.
  /// - Throws: ``StepperConfigurationError`` when the result would be invalid, as the
  ///   initialiser does; a label-only or other non-numeric change never throws in practice.
  public func replacing(
    minimum: FixedDecimal? = nil,
    maximum: FixedDecimal? = nil,
    step: FixedDecimal? = nil,
    fractionDigits: Int? = nil,
    wraps: Bool? = nil,
    repeatPolicy: StepperRepeatPolicy? = nil,
    maximumInputLength: Int? = nil,
    hidesDecrementAtMinimum: Bool? = nil,
    numberSymbols: NumberSymbols? = nil,
    snapsTypedValueToStep: Bool? = nil,
    pageMultiplier: Int64? = nil,
    limitFeedback: LimitFeedback? = nil,
    label: String? = nil,
    language: ControlLanguage? = nil
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    let newMinimum = minimum ?? self.minimum
    let newMaximum = maximum ?? self.maximum
    let newStep = step ?? self.step
    let needed = Int(
      max(newMinimum.normalized.scale, newMaximum.normalized.scale, newStep.normalized.scale))
    return try StepperConfiguration(
      minimum: newMinimum, maximum: newMaximum, step: newStep,
      fractionDigits: fractionDigits ?? max(self.fractionDigits, needed),
      wraps: wraps ?? self.wraps, repeatPolicy: repeatPolicy ?? self.repeatPolicy,
      maximumInputLength: maximumInputLength ?? self.maximumInputLength,
      hidesDecrementAtMinimum: hidesDecrementAtMinimum ?? self.hidesDecrementAtMinimum,
      numberSymbols: numberSymbols ?? self.numberSymbols,
      snapsTypedValueToStep: snapsTypedValueToStep ?? self.snapsTypedValueToStep,
      pageMultiplier: pageMultiplier ?? self.pageMultiplier,
      limitFeedback: limitFeedback ?? self.limitFeedback, label: label ?? self.label,
      language: language ?? self.language)
  }
}
