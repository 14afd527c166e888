/// How a locale writes numbers: the decimal separator, grouping, the minus sign, the digits of its
/// numbering system and an optional prefix or suffix (a currency, a percent sign, a unit).
///
/// The core knows symbols, not locales: it stays free of Foundation, and each front-end turns its
/// platform's locale into symbols (UIKit from `Locale.autoupdatingCurrent`, SwiftUI from
/// `\.locale`, GTK from the C library's `localeconv()`). A stepper displays its value with them
/// and reads typed text in the locale's own form and in the ASCII form
/// (``StepperTextParser``).
///
/// ```swift
/// let german = try NumberSymbols(decimalSeparator: ",", groupingSeparator: ".")
/// FixedDecimal(units: 12_345, scale: 1).formatted(with: german)  // "1.234,5"
/// let rupees = try NumberSymbols(groupingSeparator: ",", secondaryGroupingSize: 2, prefix: "₹")
/// FixedDecimal(units: 123_456, scale: 0).formatted(with: rupees)  // "₹1,23,456"
/// ```
public struct NumberSymbols: Hashable, Sendable {
  /// The decimal separator shown ("." in `en_US`, "," in `de_DE`, "٫" U+066B in `ar_EG`).
  public private(set) var decimalSeparator: Character
  /// The separator between digit groups, or nil for none ("," in `en_US`, "." in `de_DE`,
  /// U+202F NARROW NO-BREAK SPACE in `fr_FR` as Foundation gives it, U+00A0 as glibc does).
  public private(set) var groupingSeparator: Character?
  /// Digits in the group next to the decimal separator (3 nearly everywhere).
  public private(set) var groupingSize: Int
  /// Digits in every further group (3; 2 in `hi_IN`, which writes 1,23,456).
  public private(set) var secondaryGroupingSize: Int
  /// The fewest digits before the first group for grouping to apply: 1 groups 1,234; 2 (as
  /// `es_ES`, `pl_PL`) writes 1234 but 12.345.
  public private(set) var minimumGroupingDigits: Int
  /// The minus sign shown before a negative number: "-", or "؜-" (U+061C ARABIC LETTER MARK and
  /// a hyphen) in `ar_EG`.
  ///
  /// "-", U+2212 and the full-width "－" are read too.
  public private(set) var minusSign: String
  /// The zero of the numbering system shown, whose nine successors are its other digits ("0";
  /// "٠" U+0660 for Arabic-Indic digits, "०" U+0966 for Devanagari).
  public private(set) var zeroDigit: Unicode.Scalar
  /// Text before the number, its spacing included ("$", "€\u{00A0}").
  public internal(set) var prefix: String
  /// Text after the number, its spacing included ("\u{00A0}€", "\u{00A0}%", "\u{00A0}kg").
  public internal(set) var suffix: String

  /// Creates validated symbols.
  ///
  /// - Parameters:
  ///   - decimalSeparator: the decimal separator.
  ///   - groupingSeparator: the group separator, nil for no grouping.
  ///   - groupingSize: digits in the group next to the decimal separator (≥ 1).
  ///   - secondaryGroupingSize: digits in further groups (≥ 1); nil takes `groupingSize`.
  ///   - minimumGroupingDigits: the fewest digits before the first group for grouping to apply
  ///     (≥ 1).
  ///   - minusSign: the minus sign shown.
  ///   - zeroDigit: the zero of the numbering system shown.
  ///   - prefix: text before the number, with its spacing.
  ///   - suffix: text after the number, with its spacing.
  /// - Throws: ``NumberSymbolsError`` naming the field: a separator that is a digit, a sign,
  ///   invisible or the same as the other separator; a size below 1; a minus sign or an affix
  ///   with a digit in it; a zero that does not start ten decimal digits.
  public init(
    decimalSeparator: Character = ".",
    groupingSeparator: Character? = nil,
    groupingSize: Int = 3,
    secondaryGroupingSize: Int? = nil,
    minimumGroupingDigits: Int = 1,
    minusSign: String = "-",
    zeroDigit: Unicode.Scalar = "0",
    prefix: String = "",
    suffix: String = ""
  ) throws(NumberSymbolsError) {
    try NumberSymbols.validateDecimalSeparator(decimalSeparator)
    if let groupingSeparator {
      guard groupingSeparator != decimalSeparator,
        NumberSymbols.isUsableGroupingSeparator(groupingSeparator)
      else { throw .invalidGroupingSeparator(groupingSeparator) }
    }
    let secondary = secondaryGroupingSize ?? groupingSize
    guard groupingSize >= 1, secondary >= 1, minimumGroupingDigits >= 1 else {
      throw .groupingSizeNotPositive(
        primary: groupingSize, secondary: secondary, minimumDigits: minimumGroupingDigits)
    }
    guard !minusSign.isEmpty, !NumberSymbols.containsDigitOrNewline(minusSign) else {
      throw .invalidMinusSign(minusSign)
    }
    guard NumberSymbols.isDecimalZero(zeroDigit) else { throw .invalidZeroDigit(zeroDigit) }
    guard !NumberSymbols.containsDigitOrNewline(prefix) else { throw .invalidAffix(prefix) }
    guard !NumberSymbols.containsDigitOrNewline(suffix) else { throw .invalidAffix(suffix) }
    self.decimalSeparator = decimalSeparator
    self.groupingSeparator = groupingSeparator
    self.groupingSize = groupingSize
    self.secondaryGroupingSize = secondary
    self.minimumGroupingDigits = minimumGroupingDigits
    self.minusSign = minusSign
    self.zeroDigit = zeroDigit
    self.prefix = prefix
    self.suffix = suffix
    isPlain = NumberSymbols.computeIsPlain(
      decimalSeparator: decimalSeparator, groupingSeparator: groupingSeparator,
      minusSign: minusSign, zeroDigit: zeroDigit, prefix: prefix, suffix: suffix)
  }

  /// Symbols known to be valid.
  init(unchecked decimalSeparator: Character) {
    self.decimalSeparator = decimalSeparator
    groupingSeparator = nil
    groupingSize = 3
    secondaryGroupingSize = 3
    minimumGroupingDigits = 1
    minusSign = "-"
    zeroDigit = "0"
    prefix = ""
    suffix = ""
    isPlain = decimalSeparator.unicodeScalars.count == 1
  }

  /// The symbols of code and of `en_US_POSIX`: "." with no grouping, "-", ASCII digits.
  ///
  /// No prefix or suffix. The core's default, so a stepper shows "1234.5" until a front-end or
  /// the app gives it the user's symbols.
  public static let plain = NumberSymbols(unchecked: ".")

  /// Whether these are the plain symbols but for a one-scalar decimal separator, so that text is
  /// read byte by byte (``StepperTextParser``'s fast path) and values are written without
  /// grouping or affixes.
  ///
  /// Stored, not computed, so that the hot paths test one flag.
  package private(set) var isPlain: Bool

  /// Whether symbols with these fields qualify for ``isPlain``.
  private static func computeIsPlain(
    decimalSeparator: Character, groupingSeparator: Character?, minusSign: String,
    zeroDigit: Unicode.Scalar, prefix: String, suffix: String
  ) -> Bool {
    decimalSeparator.unicodeScalars.count == 1 && groupingSeparator == nil && minusSign == "-"
      && zeroDigit == "0" && prefix.isEmpty && suffix.isEmpty
  }
}
