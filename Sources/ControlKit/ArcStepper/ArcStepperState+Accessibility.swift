extension ArcStepperState {
  /// The value as a screen reader speaks it, in the configuration's language and digits:
  /// `"5 of 10"`, `"第 5 步，共 10 步"`.
  public var accessibilityValueText: String {
    let symbols = configuration.numberSymbols
    return configuration.language.stepValueText(
      stepText: symbols.integerText(currentStep),
      countText: symbols.integerText(configuration.stepCount))
  }

  /// The screen-reader description: a slider over `0...stepCount` whose increment and decrement
  /// actions are offered only where they would change the value.
  public func accessibilityElement(label: String) -> AccessibilityElement {
    var actions: Set<AccessibilityElement.Action> = []
    if currentStep < configuration.stepCount { actions.insert(.increment) }
    if currentStep > 0 { actions.insert(.decrement) }
    return AccessibilityElement(
      role: .slider, label: label, value: accessibilityValueText,
      actions: isEnabled ? actions : [], isEnabled: isEnabled,
      range: 0...Double(configuration.stepCount), numericValue: Double(currentStep))
  }
}
