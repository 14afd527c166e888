extension StepperState {
  /// The value formatted with exactly `fractionDigits` digits, the display separator and an ASCII
  /// minus (the field must parse it back).
  public var formattedValue: String {
    value.formatted(decimalSeparator: configuration.displayDecimalSeparator, minusSign: "-")
  }

  /// What the field shows: the editing text while editing, otherwise ``formattedValue``.
  public var displayText: String { editingText ?? formattedValue }

  /// Whether "+" accepts presses: enabled, and below the maximum unless the stepper wraps.
  public var isIncrementEnabled: Bool {
    isEnabled && (configuration.wraps || value < configuration.maximum)
  }

  /// Whether "−" accepts presses: enabled, and above the minimum unless the stepper wraps.
  public var isDecrementEnabled: Bool {
    isEnabled && (configuration.wraps || value > configuration.minimum)
  }

  /// Whether "−" is hidden: cart mode (``StepperConfiguration/hidesDecrementAtMinimum``) at the
  /// minimum, like PPNumberButton's `decreaseHide`.
  public var isDecrementHidden: Bool {
    configuration.hidesDecrementAtMinimum && value <= configuration.minimum
  }
}
