/// Why a ``StepperConfiguration`` was rejected; the description names the field and the values.
///
/// ```swift
/// do { _ = try StepperConfiguration(step: -1) } catch { print(error) }
/// // step must be greater than 0 (got -1)
/// ```
public enum StepperConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `minimum` is greater than `maximum`.
  case minimumGreaterThanMaximum(minimum: FixedDecimal, maximum: FixedDecimal)
  /// `step` is zero or negative (UIStepper raises for this too).
  case stepNotPositive(FixedDecimal)
  /// `fractionDigits` is outside 0 through 18.
  case fractionDigitsOutOfRange(Int)
  /// `step` has more fraction digits than `fractionDigits` allows.
  case stepFinerThanFractionDigits(step: FixedDecimal, fractionDigits: Int)
  /// `minimum` cannot be written with `fractionDigits` digits (too fine or too large).
  case minimumNotRepresentable(FixedDecimal, fractionDigits: Int)
  /// `maximum` cannot be written with `fractionDigits` digits (too fine or too large).
  case maximumNotRepresentable(FixedDecimal, fractionDigits: Int)
  /// `step` is too large to be written with `fractionDigits` digits.
  case stepNotRepresentable(FixedDecimal, fractionDigits: Int)
  /// `maximumInputLength` is below 1.
  case maximumInputLengthNotPositive(Int)
  /// `pageMultiplier` is below 1.
  case pageMultiplierNotPositive(Int64)
  /// A repeat-policy duration is out of range; `field` is its name.
  case invalidRepeatTiming(field: String, value: Duration)
  /// The acceleration's `afterRepeats` is negative or its `stepMultiplier` below 1.
  case invalidAcceleration(afterRepeats: Int, stepMultiplier: Int64)

  /// A sentence naming the field and the values, such as "step must be greater than 0 (got -1)".
  public var description: String {
    switch self {
    case .minimumGreaterThanMaximum(let minimum, let maximum):
      return "minimum must not be greater than maximum (got minimum \(minimum), maximum \(maximum))"
    case .stepNotPositive(let step):
      return "step must be greater than 0 (got \(step))"
    case .fractionDigitsOutOfRange(let digits):
      return "fractionDigits must be between 0 and \(FixedDecimal.maximumScale) (got \(digits))"
    case .stepFinerThanFractionDigits(let step, let digits):
      return
        "step must not be finer than fractionDigits allows (got step \(step), fractionDigits \(digits))"
    case .minimumNotRepresentable(let value, let digits):
      return "minimum must be representable with fractionDigits \(digits) (got \(value))"
    case .maximumNotRepresentable(let value, let digits):
      return "maximum must be representable with fractionDigits \(digits) (got \(value))"
    case .stepNotRepresentable(let value, let digits):
      return "step must be representable with fractionDigits \(digits) (got \(value))"
    case .maximumInputLengthNotPositive(let length):
      return "maximumInputLength must be at least 1 (got \(length))"
    case .pageMultiplierNotPositive(let multiplier):
      return "pageMultiplier must be at least 1 (got \(multiplier))"
    case .invalidRepeatTiming(let field, let value):
      return "repeatPolicy.\(field) is out of range (got \(value))"
    case .invalidAcceleration(let afterRepeats, let multiplier):
      return
        "repeatPolicy.acceleration needs afterRepeats >= 0 and stepMultiplier >= 1 (got afterRepeats \(afterRepeats), stepMultiplier \(multiplier))"
    }
  }
}
