/// Why ``NumberSymbols`` were rejected; the description names the field and the value.
///
/// ```swift
/// do { _ = try NumberSymbols(decimalSeparator: "5") } catch { print(error) }
/// // decimalSeparator must not be a digit, sign or space (got "5")
/// ```
public enum NumberSymbolsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `decimalSeparator` is a digit, a sign or whitespace.
  case invalidDecimalSeparator(Character)
  /// `decimalSeparator` is invisible or combines with what precedes it: a control (NUL, BEL), a
  /// format character (bidi controls, zero-width joiners), a lone combining mark (U+0301) or an
  /// unassigned or private-use code point. The description names the code points.
  case invisibleDecimalSeparator(Character)
  /// `groupingSeparator` is the decimal separator, a digit, a sign, the full-width '．' or an
  /// invisible character other than the spaces locales group with.
  case invalidGroupingSeparator(Character)
  /// A grouping size or `minimumGroupingDigits` is below 1.
  case groupingSizeNotPositive(primary: Int, secondary: Int, minimumDigits: Int)
  /// `minusSign` is empty or holds a digit or a line break.
  case invalidMinusSign(String)
  /// `zeroDigit` is not the zero of a decimal numbering system.
  case invalidZeroDigit(Unicode.Scalar)
  /// A prefix or suffix holds a digit or a line break.
  case invalidAffix(String)
  /// `multiplier` is not a power of ten from 1 to 10¹⁸.
  case invalidMultiplier(Int)

  /// A sentence naming the field and the value, such as "decimalSeparator must not be a digit,
  /// sign or space (got "5")".
  public var description: String {
    switch self {
    case .invalidDecimalSeparator(let separator):
      "decimalSeparator must not be a digit, sign or space (got \"\(separator)\")"
    case .invisibleDecimalSeparator(let separator):
      "decimalSeparator must be a visible, non-combining character (got \(Self.codePoints(separator.unicodeScalars)))"
    case .invalidGroupingSeparator(let separator):
      "groupingSeparator must be a visible character or a space other than the decimal separator, a digit or a sign (got \(Self.codePoints(separator.unicodeScalars)))"
    case .groupingSizeNotPositive(let primary, let secondary, let minimumDigits):
      "grouping sizes must be at least 1 (got groupingSize \(primary), secondaryGroupingSize \(secondary), minimumGroupingDigits \(minimumDigits))"
    case .invalidMinusSign(let sign):
      "minusSign must be non-empty, with no digit or line break (got \"\(sign)\")"
    case .invalidZeroDigit(let scalar):
      "zeroDigit must be the zero of a decimal numbering system (got \(Self.codePoints(CollectionOfOne(scalar))))"
    case .invalidAffix(let affix):
      "a prefix or suffix must hold no digit or line break (got \"\(affix)\")"
    case .invalidMultiplier(let multiplier):
      "multiplier must be a power of ten from 1 to 10^18, such as 100 for a percent (got \(multiplier))"
    }
  }

  /// "U+0041 U+0301": each scalar's code point, at least four hex digits.
  static func codePoints(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    scalars.map { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }.joined(separator: " ")
  }
}
