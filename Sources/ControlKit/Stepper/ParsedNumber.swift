/// What a stepper's text field holds, as read by ``StepperTextParser/parse(_:configuration:)``.
public enum ParsedNumber: Hashable, Sendable {
  /// Nothing that names a number yet: "", "-", "." or "-." (commits as the minimum).
  case empty
  /// A number, at exactly the configuration's fraction digits.
  case number(FixedDecimal)
  /// A number too large in magnitude for `Int64` at the configuration's scale; `negative` gives
  /// its sign (commits clamp to the nearer limit instead of trapping).
  case overflow(negative: Bool)
  /// Text the field can never hold under this configuration (letters, a second sign, too many
  /// fraction digits...). Commits revert to the current value.
  case invalid
}
