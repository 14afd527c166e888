extension StepperState {
  /// The hint used when none is given.
  public static let defaultAccessibilityHint = "Adjusts the value in steps."

  /// The value as a screen reader should read it: U+2212 for minus, so it is spoken as "minus".
  public var accessibilityValueText: String {
    value.formatted(
      decimalSeparator: configuration.displayDecimalSeparator, minusSign: "\u{2212}")
  }

  /// The stepper as one adjustable element: role spin button, value text, range, and the
  /// increment/decrement actions available now (an action at its limit is absent unless the
  /// stepper wraps).
  ///
  /// - Parameters:
  ///   - label: the name to speak; nil uses ``StepperConfiguration/label``.
  ///   - hint: what using it does.
  public func accessibilityElement(
    label: String? = nil, hint: String? = StepperState.defaultAccessibilityHint
  ) -> AccessibilityElement {
    var actions: Set<AccessibilityElement.Action> = []
    if isIncrementEnabled { actions.insert(.increment) }
    if isDecrementEnabled { actions.insert(.decrement) }
    return AccessibilityElement(
      role: .spinButton, label: label ?? configuration.label, value: accessibilityValueText,
      hint: hint, actions: actions, isEnabled: isEnabled,
      range: configuration.minimum.doubleValue...configuration.maximum.doubleValue,
      numericValue: value.doubleValue)
  }
}
