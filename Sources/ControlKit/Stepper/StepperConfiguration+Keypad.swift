extension StepperConfiguration {
  /// The keyboard the number field asks for (see ``StepperKeypad``): ``StepperKeypad/signed``
  /// when ``minimum`` is below zero, else ``StepperKeypad/decimal`` with fraction digits, else
  /// ``StepperKeypad/number``.
  public var keypad: StepperKeypad {
    if minimum < .zero { return .signed }
    return fractionDigits > 0 ? .decimal : .number
  }
}
