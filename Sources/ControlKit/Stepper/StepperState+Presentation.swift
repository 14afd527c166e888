extension StepperState {
  /// The value formatted with exactly `fractionDigits` digits in the configuration's
  /// ``StepperConfiguration/numberSymbols`` (the field parses it back to the same value).
  public var formattedValue: String {
    value.formatted(with: configuration.numberSymbols)
  }

  /// What the field shows: the editing text while editing, otherwise ``formattedValue``.
  public var displayText: String { editingText ?? formattedValue }

  /// The value a button press or key would step from: while the user has typed, the typed
  /// number (a press steps from it, even off the step grid or outside the range; empty text
  /// counts as what it commits to, the minimum), otherwise ``value``.
  ///
  /// So at the maximum, typing a lower number makes + usable at once, rather than when the text
  /// is committed; with snapping, typing 3 in 2…21 by 3 keeps − usable (it steps to 2). Text
  /// that would be refused leaves the value.
  public var steppingValue: FixedDecimal {
    guard hasUncommittedText, let text = editingText,
      let typed = typedBase(of: StepperTextParser.parse(text, configuration: configuration))
    else { return value }
    return typed
  }

  /// Whether "+" accepts presses: enabled, and below the maximum unless the stepper wraps (from
  /// the typed text while the user types: ``steppingValue``).
  public var isIncrementEnabled: Bool {
    isEnabled && (configuration.wraps || steppingValue < configuration.maximum)
  }

  /// Whether "−" accepts presses: enabled, and above the minimum unless the stepper wraps (from
  /// the typed text while the user types: ``steppingValue``).
  public var isDecrementEnabled: Bool {
    isEnabled && (configuration.wraps || steppingValue > configuration.minimum)
  }

  /// Whether "−" is hidden: cart mode (``StepperConfiguration/hidesDecrementAtMinimum``) at the
  /// minimum, like PPNumberButton's `decreaseHide`.
  public var isDecrementHidden: Bool {
    configuration.hidesDecrementAtMinimum && value <= configuration.minimum
  }

  /// What the stepper looks like now, for ``StepperDrawing``: the presentation properties gathered
  /// into one value, with the shake offset the front-end's limit-feedback animation is at.
  ///
  /// ```swift
  /// let look = state.presentation(shakeOffset: shake.offset(at: elapsed))
  /// let commands = StepperDrawing.drawing(presentation: look, layout: layout)
  /// ```
  public func presentation(shakeOffset: Double = 0) -> StepperPresentation {
    StepperPresentation(
      displayText: displayText, isEnabled: isEnabled, isDecrementEnabled: isDecrementEnabled,
      isIncrementEnabled: isIncrementEnabled, isDecrementHidden: isDecrementHidden,
      isEditing: isEditing, shakeOffset: shakeOffset)
  }
}
