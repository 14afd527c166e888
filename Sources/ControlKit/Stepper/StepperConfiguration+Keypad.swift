extension StepperConfiguration {
  /// The keyboard the number field asks for (see ``StepperKeypad``): ``StepperKeypad/signed``
  /// when ``minimum`` is below zero, else ``StepperKeypad/decimal`` when a fraction is shown,
  /// else ``StepperKeypad/number`` (a percent of a value with 2 fraction digits is typed whole:
  /// "25" for 0.25).
  public var keypad: StepperKeypad {
    if minimum < .zero { return .signed }
    return shownFractionDigits > 0 ? .decimal : .number
  }

  /// The fraction digits shown and typed: ``fractionDigits`` less the power of ten of the
  /// symbols' ``NumberSymbols/multiplier`` (2 for a percent), at least 0.
  var shownFractionDigits: Int {
    max(0, fractionDigits - numberSymbols.multiplierExponent)
  }
}
