extension StepperState {
  /// The value formatted with exactly `fractionDigits` digits, the display separator and an ASCII
  /// minus (the field must parse it back).
  public var formattedValue: String {
    value.formatted(decimalSeparator: configuration.displayDecimalSeparator, minusSign: "-")
  }

  /// What the field shows: the editing text while editing, otherwise ``formattedValue``.
  public var displayText: String { editingText ?? formattedValue }

  /// The value a button press would step from: while the user has typed, what that text commits
  /// to (a press commits it first), otherwise ``value``.
  ///
  /// So at the maximum, typing a lower number makes + usable at once, rather than when the text
  /// is committed. Text that would be refused leaves the value.
  public var steppingValue: FixedDecimal {
    guard hasUncommittedText, let text = editingText,
      let typed = selfManagedCommit(of: StepperTextParser.parse(text, configuration: configuration))
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
}
