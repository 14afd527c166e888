/// Everything that decides a stepper's behaviour.
///
/// It holds range, step, digits, wrapping, repeat timing,
/// typing rules and cart mode. Only valid configurations exist: the initialiser throws a
/// ``StepperConfigurationError`` that names the field and the values, and nothing traps.
///
/// ```swift
/// let price = try StepperConfiguration(range: 0.1...9.9, step: 0.1)
/// price.fractionDigits  // 1, the most any of the bounds and the step needs
/// let quantity = try StepperConfiguration(range: 1...99)
/// let labelled = try price.replacing(label: "Price")  // every other field kept
/// ```
///
/// `minimum`, `maximum` and `step` are stored at exactly ``fractionDigits`` fraction digits, so
/// every value of a ``StepperState`` is an integer count of `10^-fractionDigits`.
public struct StepperConfiguration: Hashable, Sendable {
  /// The article's input limit: PPNumberButton accepts at most 9 characters.
  public static let defaultMaximumInputLength = 9
  /// Steps per PageUp/PageDown by default: 10, as GtkSpinButton's page increment (its
  /// adjustment's default page is 10 steps).
  ///
  /// react-aria's NumberField passes no page handler, so Page Up/Down move one step there; a
  /// page of 10 follows GTK and the ARIA spin button pattern's "larger step".
  public static let defaultPageMultiplier: Int64 = 10

  /// The smallest value.
  public internal(set) var minimum: FixedDecimal
  /// The largest value.
  public internal(set) var maximum: FixedDecimal
  /// The distance of one step (> 0).
  ///
  /// Steps land on `minimum + n · step` (or on `maximum`).
  public internal(set) var step: FixedDecimal
  /// Digits after the decimal separator, in display and typing (0 through 18).
  public internal(set) var fractionDigits: Int
  /// How holding a button repeats.
  public internal(set) var repeatPolicy: StepperRepeatPolicy
  /// The most digits the text field accepts (≥ 1; default 9, the article's).
  ///
  /// Group separators, the sign, the decimal separator and affixes are not counted.
  public internal(set) var maximumInputLength: Int
  /// How the user's locale writes numbers.
  ///
  /// The value is shown with them and typed text is read in their form and in the ASCII form
  /// (see ``StepperTextParser``). ``NumberSymbols/plain`` by default; each front-end sets the
  /// user's locale's unless the app gives its own.
  public var numberSymbols: NumberSymbols
  /// Steps for PageUp/PageDown (≥ 1).
  public internal(set) var pageMultiplier: Int64
  /// Whether stepping past a limit wraps to the other one, like UIStepper's `wraps`: only from a
  /// value already at the limit (an overshoot first clamps, as in GtkSpinButton).
  public var wraps: Bool
  /// Cart mode: hide the decrement button at the minimum (PPNumberButton's `decreaseHide`).
  public var hidesDecrementAtMinimum: Bool
  /// Whether committed typed text is rounded to the nearest `minimum + n · step`.
  ///
  /// Clamping and snapping commute: a typed number above the maximum commits what typing the
  /// maximum commits, the last grid value within it (0 … 10 by 3: "11" and "10" both commit 9),
  /// as GtkSpinButton with snap-to-ticks does. The maximum itself stays reachable by +, End and
  /// the wheel.
  public var snapsTypedValueToStep: Bool
  /// The feedback requested when the user pushes against a limit.
  public var limitFeedback: LimitFeedback
  /// The accessibility label ("Quantity").
  public var label: String
  /// The language of the hint and announcements (English by default; see ``ControlLanguage``).
  public var language: ControlLanguage

  /// Creates a validated configuration.
  ///
  /// - Parameters:
  ///   - minimum: the smallest value.
  ///   - maximum: the largest value (at least `minimum`).
  ///   - step: the distance of one step (> 0).
  ///   - fractionDigits: digits after the separator; nil takes the most significant fraction
  ///     digits any of `minimum`, `maximum` and `step` has, ignoring trailing zeros (so 0.1 and
  ///     `FixedDecimal("0.10")` configure alike: 1 digit). Pass 2 to show 9.90.
  ///   - wraps: whether stepping past a limit wraps to the other one (``wraps``).
  ///   - repeatPolicy: how holding a button repeats.
  ///   - maximumInputLength: the most digits the field accepts (≥ 1).
  ///   - hidesDecrementAtMinimum: cart mode (``hidesDecrementAtMinimum``).
  ///   - numberSymbols: how the user's locale writes numbers (``numberSymbols``).
  ///   - snapsTypedValueToStep: whether committed text snaps to the step grid.
  ///   - pageMultiplier: steps per PageUp/PageDown (≥ 1).
  ///   - limitFeedback: what to play when the user pushes against a limit.
  ///   - label: the accessibility label.
  ///   - language: the language of the announcements and hint.
  /// - Throws: ``StepperConfigurationError`` when minimum > maximum, step ≤ 0, the step is finer
  ///   than the fraction digits, a bound is not representable, or another field is out of range
  ///   (``NumberSymbols`` are validated when they are made).
  public init(
    minimum: FixedDecimal = 0,
    maximum: FixedDecimal = 100,
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
    let digits =
      fractionDigits
      ?? Int(max(minimum.normalized.scale, maximum.normalized.scale, step.normalized.scale))
    guard (0...Int(FixedDecimal.maximumScale)).contains(digits) else {
      throw .fractionDigitsOutOfRange(digits)
    }
    guard step > 0 else { throw .stepNotPositive(step) }
    guard minimum <= maximum else {
      throw .minimumGreaterThanMaximum(minimum: minimum, maximum: maximum)
    }
    let scale = UInt8(digits)
    guard step.normalized.scale <= scale else {
      throw .stepFinerThanFractionDigits(step: step, fractionDigits: digits)
    }
    guard let scaledStep = step.rescaled(exactlyTo: scale) else {
      throw .stepNotRepresentable(step, fractionDigits: digits)
    }
    guard let scaledMinimum = minimum.rescaled(exactlyTo: scale) else {
      throw .minimumNotRepresentable(minimum, fractionDigits: digits)
    }
    guard let scaledMaximum = maximum.rescaled(exactlyTo: scale) else {
      throw .maximumNotRepresentable(maximum, fractionDigits: digits)
    }
    guard maximumInputLength >= 1 else { throw .maximumInputLengthNotPositive(maximumInputLength) }
    guard pageMultiplier >= 1 else { throw .pageMultiplierNotPositive(pageMultiplier) }
    try StepperConfiguration.validate(repeatPolicy)
    self.init(
      unchecked: scaledMinimum, maximum: scaledMaximum, step: scaledStep, fractionDigits: digits)
    self.wraps = wraps
    self.repeatPolicy = repeatPolicy
    self.maximumInputLength = maximumInputLength
    self.hidesDecrementAtMinimum = hidesDecrementAtMinimum
    self.numberSymbols = numberSymbols
    self.snapsTypedValueToStep = snapsTypedValueToStep
    self.pageMultiplier = pageMultiplier
    self.limitFeedback = limitFeedback
    self.label = label
    self.language = language
  }

  /// A configuration whose bounds are already at `fractionDigits` and known to be valid.
  init(
    unchecked minimum: FixedDecimal, maximum: FixedDecimal, step: FixedDecimal, fractionDigits: Int
  ) {
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    self.fractionDigits = fractionDigits
    repeatPolicy = .default
    maximumInputLength = StepperConfiguration.defaultMaximumInputLength
    numberSymbols = .plain
    pageMultiplier = StepperConfiguration.defaultPageMultiplier
    wraps = false
    hidesDecrementAtMinimum = false
    snapsTypedValueToStep = false
    limitFeedback = .standard
    label = ""
    language = .english
  }

  /// UIStepper's defaults: 0 through 100 in steps of 1.
  public static let `default` = StepperConfiguration(
    unchecked: 0, maximum: 100, step: 1, fractionDigits: 0)

  /// The scale of every value: ``fractionDigits`` as a `FixedDecimal` scale.
  var scale: UInt8 { UInt8(truncatingIfNeeded: fractionDigits) }

  /// The values the stepper takes: `minimum...maximum`.
  public var range: ClosedRange<FixedDecimal> { minimum...maximum }

  /// The separator used for display and normalised typed text.
  public var displayDecimalSeparator: Character { numberSymbols.decimalSeparator }

  /// Whether negative values exist, and so whether a typed sign is accepted.
  public var allowsNegative: Bool { minimum.isNegative }

  /// Checks the repeat policy's ranges.
  static func validate(_ policy: StepperRepeatPolicy) throws(StepperConfigurationError) {
    guard policy.mouseInitialDelay >= .zero else {
      throw .invalidRepeatTiming(field: "mouseInitialDelay", value: policy.mouseInitialDelay)
    }
    guard policy.touchInitialDelay >= .zero else {
      throw .invalidRepeatTiming(field: "touchInitialDelay", value: policy.touchInitialDelay)
    }
    guard policy.interval > .zero else {
      throw .invalidRepeatTiming(field: "interval", value: policy.interval)
    }
    if let acceleration = policy.acceleration {
      guard acceleration.interval > .zero else {
        throw .invalidRepeatTiming(field: "acceleration.interval", value: acceleration.interval)
      }
      guard acceleration.afterRepeats >= 0, acceleration.stepMultiplier >= 1 else {
        throw .invalidAcceleration(
          afterRepeats: acceleration.afterRepeats, stepMultiplier: acceleration.stepMultiplier)
      }
    }
  }
}

extension StepperConfiguration {
  /// This configuration with another range and step, every other field kept (wrapping, repeat
  /// policy, cart mode, feedback, label...).
  ///
  /// Front-ends whose properties arrive one at a time (Interface Builder's inspectables, UIStepper-
  /// style `minimumValue`/`maximumValue`/`stepValue`) rebuild the configuration from the three
  /// together, so an intermediate invalid pair (a new minimum above the old maximum) throws
  /// instead of corrupting the range, and the final one applies whatever the order was.
  ///
  /// ```swift
  /// let price = try StepperConfiguration.default.replacingBounds(
  ///   minimum: FixedDecimal(units: 1, scale: 1), maximum: FixedDecimal(units: 99, scale: 1),
  ///   step: FixedDecimal(units: 1, scale: 1))
  /// price.fractionDigits  // 1
  /// ```
  ///
  /// - Parameters:
  ///   - minimum: the new smallest value.
  ///   - maximum: the new largest value.
  ///   - step: the new step.
  ///   - fractionDigits: nil derives it from the new bounds and step, as in ``init(minimum:maximum:step:fractionDigits:wraps:repeatPolicy:maximumInputLength:hidesDecrementAtMinimum:numberSymbols:snapsTypedValueToStep:pageMultiplier:limitFeedback:label:language:)``.
  /// - Throws: ``StepperConfigurationError`` as the initialiser does.
  public func replacingBounds(
    minimum: FixedDecimal, maximum: FixedDecimal, step: FixedDecimal, fractionDigits: Int? = nil
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    try StepperConfiguration(
      minimum: minimum, maximum: maximum, step: step, fractionDigits: fractionDigits,
      wraps: wraps, repeatPolicy: repeatPolicy, maximumInputLength: maximumInputLength,
      hidesDecrementAtMinimum: hidesDecrementAtMinimum,
      numberSymbols: numberSymbols, snapsTypedValueToStep: snapsTypedValueToStep,
      pageMultiplier: pageMultiplier, limitFeedback: limitFeedback, label: label,
      language: language)
  }
}
