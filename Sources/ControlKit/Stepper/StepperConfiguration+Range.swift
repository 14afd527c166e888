extension StepperConfiguration {
  /// Creates a validated configuration over `range`, the way SwiftUI's `Stepper(value:in:step:)`
  /// is written.
  ///
  /// ```swift
  /// let price = try StepperConfiguration(range: 0.1...9.9, step: 0.1)
  /// price.fractionDigits  // 1
  /// ```
  ///
  /// Every other parameter is as in
  /// ``init(minimum:maximum:step:fractionDigits:wraps:repeatPolicy:maximumInputLength:hidesDecrementAtMinimum:numberSymbols:snapsTypedValueToStep:pageMultiplier:limitFeedback:label:language:)``.
  ///
  /// - Throws: ``StepperConfigurationError`` as that initialiser does.
  public init(
    range: ClosedRange<FixedDecimal>,
    step: FixedDecimal = 1,
    fractionDigits: Int? = nil,
    wraps: Bool = false,
    repeatPolicy: StepperRepeatPolicy = .default,
    maximumInputLength: Int = StepperConfiguration.defaultMaximumInputLength,
    hidesDecrementAtMinimum: Bool = false,
    numberSymbols: NumberSymbols = .plain,
    snapsTypedValueToStep: Bool = false,
    pageMultiplier: Int64 = StepperConfiguration.defaultPageMultiplier,
    limitFeedback: LimitFeedback = .standard,
    label: String = "",
    language: ControlLanguage = .english
  ) throws(StepperConfigurationError) {
    try self.init(
      minimum: range.lowerBound, maximum: range.upperBound, step: step,
      fractionDigits: fractionDigits, wraps: wraps, repeatPolicy: repeatPolicy,
      maximumInputLength: maximumInputLength, hidesDecrementAtMinimum: hidesDecrementAtMinimum,
      numberSymbols: numberSymbols, snapsTypedValueToStep: snapsTypedValueToStep,
      pageMultiplier: pageMultiplier, limitFeedback: limitFeedback, label: label,
      language: language)
  }

  /// Creates a validated whole-number configuration over `range` (fraction digits 0).
  ///
  /// ```swift
  /// let quantity = try StepperConfiguration(range: 1...99)
  /// let dozens = try StepperConfiguration(range: 0...120, step: 12)
  /// ```
  ///
  /// - Throws: ``StepperConfigurationError`` as the decimal range initialiser does.
  public init(
    range: ClosedRange<Int>,
    step: Int = 1,
    wraps: Bool = false,
    repeatPolicy: StepperRepeatPolicy = .default,
    maximumInputLength: Int = StepperConfiguration.defaultMaximumInputLength,
    hidesDecrementAtMinimum: Bool = false,
    pageMultiplier: Int64 = StepperConfiguration.defaultPageMultiplier,
    limitFeedback: LimitFeedback = .standard,
    label: String = "",
    language: ControlLanguage = .english
  ) throws(StepperConfigurationError) {
    try self.init(
      minimum: FixedDecimal(Int64(range.lowerBound)),
      maximum: FixedDecimal(Int64(range.upperBound)),
      step: FixedDecimal(Int64(step)), wraps: wraps, repeatPolicy: repeatPolicy,
      maximumInputLength: maximumInputLength, hidesDecrementAtMinimum: hidesDecrementAtMinimum,
      pageMultiplier: pageMultiplier, limitFeedback: limitFeedback, label: label,
      language: language)
  }
}
