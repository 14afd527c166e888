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
  public var decimalSeparator: Character { storage.fields.decimalSeparator }
  /// The separator between digit groups, or nil for none ("," in `en_US`, "." in `de_DE`,
  /// U+202F NARROW NO-BREAK SPACE in `fr_FR` as Foundation gives it, U+00A0 as glibc does).
  public var groupingSeparator: Character? { storage.fields.groupingSeparator }
  /// Digits in the group next to the decimal separator (3 nearly everywhere).
  public var groupingSize: Int { storage.fields.groupingSize }
  /// Digits in every further group (3; 2 in `hi_IN`, which writes 1,23,456).
  public var secondaryGroupingSize: Int { storage.fields.secondaryGroupingSize }
  /// The fewest digits before the first group for grouping to apply: 1 groups 1,234; 2 (as
  /// `es_ES`, `pl_PL`) writes 1234 but 12.345.
  public var minimumGroupingDigits: Int { storage.fields.minimumGroupingDigits }
  /// The minus sign shown before a negative number: "-", or "؜-" (U+061C ARABIC LETTER MARK and
  /// a hyphen) in `ar_EG`.
  ///
  /// "-", U+2212 and the full-width "－" are read too.
  public var minusSign: String { storage.fields.minusSign }
  /// The zero of the numbering system shown, whose nine successors are its other digits ("0";
  /// "٠" U+0660 for Arabic-Indic digits, "०" U+0966 for Devanagari).
  public var zeroDigit: Unicode.Scalar { storage.fields.zeroDigit }
  /// Text before the number, its spacing included ("$", "€\u{00A0}").
  public var prefix: String { storage.fields.prefix }
  /// Text after the number, its spacing included ("\u{00A0}€", "\u{00A0}%", "\u{00A0}kg").
  public var suffix: String { storage.fields.suffix }
  /// What the value is multiplied by to be shown, and what typed text is divided by: 1, or 100
  /// for a percent ("50 %" shows and types 0.5), 1000 for a per mille; a power of ten, as
  /// `NumberFormatter.multiplier` is for its percent styles.
  ///
  /// The value keeps its own precision: a stepper with 2 fraction digits (a step of 0.01) shows
  /// 0.25 as "25 %" and reads "25 %" and "25" back as 0.25.
  public var multiplier: Int { storage.fields.multiplier }

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
  ///   - multiplier: what the value is multiplied by to be shown: 1, 10, 100 (a percent), 1000
  ///     (a per mille) or another power of ten up to 10¹⁸.
  /// - Throws: ``NumberSymbolsError`` naming the field: a separator that is a digit, a sign,
  ///   invisible or the same as the other separator; a size below 1; a minus sign or an affix
  ///   with a digit in it; a zero that does not start ten decimal digits; a multiplier that is
  ///   not a power of ten.
  public init(
    decimalSeparator: Character = ".",
    groupingSeparator: Character? = nil,
    groupingSize: Int = 3,
    secondaryGroupingSize: Int? = nil,
    minimumGroupingDigits: Int = 1,
    minusSign: String = "-",
    zeroDigit: Unicode.Scalar = "0",
    prefix: String = "",
    suffix: String = "",
    multiplier: Int = 1
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
    guard NumberSymbols.exponent(ofPowerOfTen: multiplier) != nil else {
      throw .invalidMultiplier(multiplier)
    }
    self.init(
      storage: Storage(
        Fields(
          decimalSeparator: decimalSeparator, groupingSeparator: groupingSeparator,
          groupingSize: groupingSize, secondaryGroupingSize: secondary,
          minimumGroupingDigits: minimumGroupingDigits, minusSign: minusSign, zeroDigit: zeroDigit,
          prefix: prefix, suffix: suffix, multiplier: multiplier)))
  }

  /// Symbols with these fields, known to be valid.
  init(storage: Storage) {
    self.storage = storage
  }

  /// These symbols without their prefix, suffix and multiplier: how a count or a step is
  /// written.
  var withoutAffixes: NumberSymbols {
    guard !prefix.isEmpty || !suffix.isEmpty || multiplier != 1 else { return self }
    var fields = storage.fields
    fields.prefix = ""
    fields.suffix = ""
    fields.multiplier = 1
    return NumberSymbols(storage: Storage(fields))
  }

  /// The symbols of code and of `en_US_POSIX`: "." with no grouping, "-", ASCII digits.
  ///
  /// No prefix or suffix. The core's default, so a stepper shows "1234.5" until a front-end or
  /// the app gives it the user's symbols.
  public static let plain = NumberSymbols(
    storage: Storage(
      Fields(
        decimalSeparator: ".", groupingSeparator: nil, groupingSize: 3, secondaryGroupingSize: 3,
        minimumGroupingDigits: 1, minusSign: "-", zeroDigit: "0", prefix: "", suffix: "",
        multiplier: 1)))

  /// Whether these are the plain symbols but for a one-scalar decimal separator, so that text is
  /// read byte by byte (``StepperTextParser``'s fast path) and values are written without
  /// grouping or affixes.
  ///
  /// Stored (in ``Storage``), not computed, so that the hot paths test one flag.
  package var isPlain: Bool { storage.isPlain }

  /// The decimal separator's byte when it is one ASCII scalar, else nil: read once here, as
  /// `Character.asciiValue` costs more than a whole ASCII parse's walk.
  package var decimalSeparatorByte: UInt8? { storage.decimalSeparatorByte }

  /// The power of ten ``multiplier`` is: 0, or 2 for a percent.
  package var multiplierExponent: Int { storage.multiplierExponent }

  /// `value`'s exponent when it is a power of ten from 1 to 10¹⁸, else nil.
  static func exponent(ofPowerOfTen value: Int) -> Int? {
    var remaining = value
    var exponent = 0
    while remaining > 1, remaining % 10 == 0, exponent < Int(FixedDecimal.maximumScale) {
      remaining /= 10
      exponent += 1
    }
    return remaining == 1 ? exponent : nil
  }

  /// The fields, in one shared box: a stepper's state is copied at every event, and one
  /// reference costs one retain and 8 bytes where five strings cost five retains and 90 bytes.
  private let storage: Storage

  /// Compares every field.
  public static func == (lhs: NumberSymbols, rhs: NumberSymbols) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  /// Hashes every field.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.fields)
  }
}
