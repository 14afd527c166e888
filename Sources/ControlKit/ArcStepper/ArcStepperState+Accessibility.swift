extension ArcStepperState {
  /// The value as a screen reader speaks it, in the configuration's language and digits:
  /// `"5 of 10"`, `"第 5 步，共 10 步"`,
  /// `"10 段階中 5 段階目"` (the count's plural category picks the wording).
  public var accessibilityValueText: String {
    configuration.language.stepValueText(
      step: currentStep, count: configuration.stepCount,
      numberSymbols: configuration.numberSymbols)
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
