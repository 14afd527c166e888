extension StepperState {
  /// The English hint (``ControlLanguage/stepperHint``); ``accessibilityElement(label:)`` uses
  /// the configuration's language.
  public static let defaultAccessibilityHint = ControlLanguage.english.stepperHint

  /// The value as a screen reader should read it: in the configuration's symbols, with U+2212
  /// for minus, so it is spoken as "minus".
  public var accessibilityValueText: String {
    value.accessibilityText(with: configuration.numberSymbols)
  }

  /// The stepper as one adjustable element, with the hint in the configuration's
  /// ``StepperConfiguration/language`` ("Adjusts the value in steps.", "按步长调整数值。").
  ///
  /// - Parameter label: the name to speak; nil uses ``StepperConfiguration/label``.
  public func accessibilityElement(label: String? = nil) -> AccessibilityElement {
    accessibilityElement(label: label, hint: configuration.language.stepperHint)
  }

  /// The stepper as one adjustable element: role spin button, value text, range, and the
  /// increment/decrement actions available now (an action at its limit is absent unless the
  /// stepper wraps).
  ///
  /// - Parameters:
  ///   - label: the name to speak; nil uses ``StepperConfiguration/label``.
  ///   - hint: what using it does; nil for none.
  public func accessibilityElement(label: String? = nil, hint: String?) -> AccessibilityElement {
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
