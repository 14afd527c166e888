/// What ``StepperTextParser`` does with each accepted part of number text.
///
/// The parser's rules (which characters, where, how many) are checked once, in
/// ``StepperTextParser/read(_:configuration:into:)``; a reader only accumulates what passed them.
/// Generic readers keep the walk specialised and allocation-free.
protocol NumberTextReader {
  /// A decimal digit 0–9, in reading order.
  mutating func readDigit(_ digit: UInt8)
  /// The leading minus sign.
  mutating func readSign()
  /// The decimal separator.
  mutating func readSeparator()
}
