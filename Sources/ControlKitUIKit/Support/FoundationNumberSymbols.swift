// One file, two modules: this is `Sources/ControlKitUIKit/Support/FoundationNumberSymbols.swift`,
// and `Sources/ControlKitSwiftUI/Support/FoundationNumberSymbols.swift` is a symlink to it, so the
// conversion is written once and each front-end compiles its own internal copy (on iOS the SwiftUI
// front-end imports the UIKit one, and internal names never meet; a public API in one of them
// would be missing on macOS, where there is no UIKit front-end). The condition is the union of the
// two front-ends' own: the UIKit front-end compiles it on macOS too, where nothing uses it.
#if canImport(UIKit) || (canImport(SwiftUI) && !os(tvOS) && !os(watchOS))
import ControlKit
import Foundation

/// Foundation's number formats turned into the core's ``NumberSymbols``: the user's locale, or a
/// display format (a `NumberFormatter`, a `FormatStyle`: currency, a unit).
///
/// Everything is read by formatting a few values and looking at the text, the way the format
/// itself writes them, so a `Locale`, a `NumberFormatter` and any `FormatStyle` go through the
/// same code:
///
/// - 5 and −5: the prefix and suffix with their spacing (what stands before and after the
///   digits), the minus sign (what −5 adds in front), the numbering system (the digit 5);
/// - 0.5: the decimal separator (between "0" and "5"); a whole part other than 0 or 1 ("50 %")
///   means the format scales the value, which symbols cannot say;
/// - 12 345 678: the grouping separator and both group sizes ("1,23,45,678" in `hi_IN`);
/// - 1 000, 10 000, 100 000: the fewest digits that group (`es_ES` writes 1000 but 10.000).
///
/// Nothing here throws or traps: a field that ``NumberSymbols`` refuses (an invisible separator,
/// a digit in an affix, a zero that starts no decimal digits, the Han digits 〇一二… of `hanidec`,
/// whose code points are not consecutive) falls back to the fallback's field, field by field,
/// and at worst to ``NumberSymbols/plain``. Results are cached (the SwiftUI views ask at every
/// render), keyed by what decides them.
///
/// ```swift
/// FoundationNumberSymbols.symbols(for: Locale(identifier: "de_DE")).decimalSeparator  // ","
/// let euros = FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: german)
/// FoundationNumberSymbols.symbols(format: euros, fallback: .plain)?.suffix  // "\u{00A0}€"
/// ```
enum FoundationNumberSymbols {
  /// How `locale` writes plain decimal numbers (`FloatingPointFormatStyle<Double>`, SwiftUI's
  /// `.number`, in that locale): separators, grouping, minus sign and digits, no affixes.
  ///
  /// - Complexity: a few formatted values the first time a locale is asked for; a dictionary
  ///   look-up after that.
  static func symbols(for locale: Locale) -> NumberSymbols {
    let key = LocaleKey(locale)
    if let cached = cache.locale(key) { return cached }
    let style = FloatingPointFormatStyle<Double>(locale: locale)
    let symbols = read(formatting: { style.format($0) }, fallback: .plain) ?? .plain
    cache.store(symbols, for: key)
    return symbols
  }

  /// The symbols a `FormatStyle` writes with (its own locale: apply one first with
  /// `format.locale(_:)`), a percent's multiplier included (it writes 0.5 as "50 %": symbols
  /// with ``NumberSymbols/multiplier`` 100 and the suffix " %"), or nil when its numbers cannot
  /// be read (a whole part that is not the value's, multiplied by 1, 10, 100 or 1000).
  ///
  /// - Parameters:
  ///   - format: the display format.
  ///   - fallback: what a field the format does not show takes (a whole-number format shows no
  ///     decimal separator): the locale's symbols.
  static func symbols<Format: FormatStyle>(format: Format, fallback: NumberSymbols)
    -> NumberSymbols?
  where Format.FormatInput: BinaryFloatingPoint, Format.FormatOutput == String {
    let key = FormatKey(format: AnyHashable(format), fallback: fallback)
    if let cached = cache.format(key) { return cached }
    let symbols = read(formatting: { format.format(Format.FormatInput($0)) }, fallback: fallback)
    cache.store(symbols, for: key)
    return symbols
  }

  /// The symbols a `NumberFormatter` writes with, as configured (its locale, style, affixes and
  /// a percent's or `multiplier`'s power of ten), or nil when its numbers cannot be read.
  ///
  /// Not cached: a formatter is a mutable object.
  static func symbols(formatter: NumberFormatter, fallback: NumberSymbols) -> NumberSymbols? {
    read(formatting: { formatter.string(from: NSNumber(value: $0)) ?? "" }, fallback: fallback)
  }

  // MARK: - Reading formatted text

  /// Reads the symbols `format` writes with, its multiplier included; nil when its numbers
  /// cannot be read.
  static func read(formatting scaledFormat: (Double) -> String, fallback: NumberSymbols)
    -> NumberSymbols?
  {
    // A format writes 5 with the whole part 5 and 0.5 with the whole part 0 (or 1, rounded up by
    // a whole-number format); one that multiplies writes 0.05 as "5 %" (a percent) or 0.005 as
    // "5 ‰": its multiplier is the largest m for which 5 / m and 0.5 / m are written so; the rest is read as it writes the value divided back. (Trying 5 × m instead
    // would meet grouping: "5,000".)
    func whole(_ value: Double) -> Int? {
      FormattedNumber(scaledFormat(value)).runs.first.map(FormattedNumber.value)
    }
    guard
      let multiplier = [1000, 100, 10, 1].first(where: { m in
        whole(5 / Double(m)) == 5 && (whole(0.5 / Double(m)) ?? 2) <= 1
      })
    else { return nil }
    func format(_ value: Double) -> String { scaledFormat(value / Double(multiplier)) }
    let five = FormattedNumber(format(5))
    let half = FormattedNumber(format(0.5))
    var fields = Fields(fallback)
    fields.multiplier = multiplier
    fields.prefix = five.head
    fields.suffix = five.tail
    if let zero = five.zeroDigit { fields.zeroDigit = zero }
    let minusFive = FormattedNumber(format(-5))
    if minusFive.tail == five.tail, let minus = minusSign(negativeHead: minusFive.head, five.head) {
      fields.minusSign = minus
    }
    if half.runs.count >= 2, let separator = half.separators.last ?? nil {
      fields.decimalSeparator = separator
    }
    readGrouping(into: &fields, format: format)
    return fields.validated(fallback: fallback)
  }

  /// The minus sign: what the negative number writes before the digits besides the prefix
  /// ("-" of "-$5" and of "$-5"), or nil when the sign is elsewhere (after the number, in
  /// parentheses), where the fallback's stands in.
  static func minusSign(negativeHead: String, _ prefix: String) -> String? {
    let minus: Substring
    if negativeHead.hasSuffix(prefix) {
      minus = negativeHead.dropLast(prefix.count)
    } else if negativeHead.hasPrefix(prefix) {
      minus = negativeHead.dropFirst(prefix.count)
    } else {
      return nil
    }
    return minus.isEmpty ? nil : String(minus)
  }

  /// The grouping separator and sizes from 12 345 678, and the fewest digits that group from
  /// 1 000, 10 000 and 100 000.
  static func readGrouping(into fields: inout Fields, format: (Double) -> String) {
    let large = FormattedNumber(format(12_345_678))
    var runs = large.runs
    var separators = large.separators
    // A fraction ("12,345,678.0") is not a group.
    if runs.count >= 2, separators.last == fields.decimalSeparator {
      runs.removeLast()
      separators.removeLast()
    }
    fields.groupingSeparator = nil
    guard runs.count >= 2, let separator = separators.first ?? nil,
      separators.allSatisfy({ $0 == separator })
    else { return }
    let primary = runs[runs.count - 1].count
    let secondary = runs.count >= 3 ? runs[runs.count - 2].count : primary
    // Every inner group has the secondary size, and the leading one is no longer.
    guard runs.dropFirst().dropLast().allSatisfy({ $0.count == secondary }),
      runs[0].count <= secondary
    else { return }
    fields.groupingSeparator = separator
    fields.groupingSize = primary
    fields.secondaryGroupingSize = secondary
    fields.minimumGroupingDigits = 1
    for digits in 1...3 {
      let value = (0..<(primary + digits - 1)).reduce(1.0) { power, _ in power * 10 }
      if FormattedNumber(format(value)).body.contains(separator) {
        fields.minimumGroupingDigits = digits
        return
      }
    }
  }

  // MARK: - The cache

  /// What decides a locale's symbols: its identifier and the two separators it reports (on
  /// Apple platforms a user may choose their own in Settings without the identifier changing).
  struct LocaleKey: Hashable {
    let identifier: String
    let decimalSeparator: String?
    let groupingSeparator: String?

    init(_ locale: Locale) {
      identifier = locale.identifier
      decimalSeparator = locale.decimalSeparator
      groupingSeparator = locale.groupingSeparator
    }
  }

  /// A format style (its locale included) and the fallback it was read with.
  struct FormatKey: Hashable {
    let format: AnyHashable
    let fallback: NumberSymbols
  }

  /// The results so far, behind a lock (a view's body and a control's init may ask from any
  /// thread), cleared when it grows past `limit` entries.
  final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    private var locales: [LocaleKey: NumberSymbols] = [:]
    private var formats: [FormatKey: NumberSymbols?] = [:]
    private let limit = 64

    func locale(_ key: LocaleKey) -> NumberSymbols? {
      lock.lock()
      defer { lock.unlock() }
      return locales[key]
    }

    func format(_ key: FormatKey) -> NumberSymbols?? {
      lock.lock()
      defer { lock.unlock() }
      return formats[key]
    }

    func store(_ symbols: NumberSymbols, for key: LocaleKey) {
      lock.lock()
      defer { lock.unlock() }
      if locales.count >= limit { locales.removeAll() }
      locales[key] = symbols
    }

    func store(_ symbols: NumberSymbols?, for key: FormatKey) {
      lock.lock()
      defer { lock.unlock() }
      if formats.count >= limit { formats.removeAll() }
      formats[key] = .some(symbols)
    }
  }

  static let cache = Cache()
}

extension FoundationNumberSymbols {
  /// The fields of ``NumberSymbols`` before validation.
  struct Fields {
    var decimalSeparator: Character
    var groupingSeparator: Character?
    var groupingSize: Int
    var secondaryGroupingSize: Int
    var minimumGroupingDigits: Int
    var minusSign: String
    var zeroDigit: Unicode.Scalar
    var prefix: String
    var suffix: String
    var multiplier: Int

    /// `symbols`' fields.
    init(_ symbols: NumberSymbols) {
      decimalSeparator = symbols.decimalSeparator
      groupingSeparator = symbols.groupingSeparator
      groupingSize = symbols.groupingSize
      secondaryGroupingSize = symbols.secondaryGroupingSize
      minimumGroupingDigits = symbols.minimumGroupingDigits
      minusSign = symbols.minusSign
      zeroDigit = symbols.zeroDigit
      prefix = symbols.prefix
      suffix = symbols.suffix
      multiplier = symbols.multiplier
    }

    /// Symbols with these fields, each refused field replaced.
    ///
    /// A field ``NumberSymbols`` refuses takes `fallback`'s (or ``NumberSymbols/plain``'s, when
    /// the fallback's clashes with the rest), one at a time, until they are accepted. Never
    /// fails: with every field replaced they are the plain ones.
    func validated(fallback: NumberSymbols) -> NumberSymbols {
      var fields = self
      // Each round replaces at least one field, and there are nine.
      for round in 0..<20 {
        do {
          return try NumberSymbols(
            decimalSeparator: fields.decimalSeparator,
            groupingSeparator: fields.groupingSeparator, groupingSize: fields.groupingSize,
            secondaryGroupingSize: fields.secondaryGroupingSize,
            minimumGroupingDigits: fields.minimumGroupingDigits, minusSign: fields.minusSign,
            zeroDigit: fields.zeroDigit, prefix: fields.prefix, suffix: fields.suffix,
            multiplier: fields.multiplier)
        } catch {
          // The fallback's field first; if that is refused too, the plain one.
          fields.replace(for: error, with: Fields(round < 10 ? fallback : .plain))
        }
      }
      return .plain
    }

    /// Replaces the field `error` names with `other`'s (a field already equal to it with
    /// ``NumberSymbols/plain``'s).
    mutating func replace(for error: NumberSymbolsError, with other: Fields) {
      let plain = Fields(.plain)
      switch error {
      case .invalidDecimalSeparator, .invisibleDecimalSeparator:
        decimalSeparator =
          decimalSeparator == other.decimalSeparator
          ? plain.decimalSeparator : other.decimalSeparator
        if groupingSeparator == decimalSeparator { groupingSeparator = nil }
      case .invalidGroupingSeparator:
        groupingSeparator =
          groupingSeparator == other.groupingSeparator ? nil : other.groupingSeparator
      case .groupingSizeNotPositive:
        groupingSize = plain.groupingSize
        secondaryGroupingSize = plain.secondaryGroupingSize
        minimumGroupingDigits = plain.minimumGroupingDigits
      case .invalidMinusSign:
        minusSign = minusSign == other.minusSign ? plain.minusSign : other.minusSign
      case .invalidZeroDigit:
        zeroDigit = zeroDigit == other.zeroDigit ? plain.zeroDigit : other.zeroDigit
      case .invalidAffix(let affix):
        if prefix == affix { prefix = "" }
        if suffix == affix { suffix = "" }
      case .invalidMultiplier:
        multiplier = plain.multiplier
      }
    }
  }

  /// One formatted number taken apart: what stands before its first digit and after its last,
  /// the runs of digits between, and what separates them.
  struct FormattedNumber {
    /// The text before the first digit (the prefix, or the minus sign and the prefix).
    var head = ""
    /// The text from the first digit through the last.
    var body: [Character] = []
    /// The text after the last digit.
    var tail = ""
    /// The digits, run by run, as values 0–9.
    var runs: [[Int]] = []
    /// What stands between each run and the next: one visible character (directional marks and
    /// other format characters removed), or nil for anything else.
    var separators: [Character?] = []
    /// The zero of the first digit's numbering system.
    var zeroDigit: Unicode.Scalar?

    init(_ text: String) {
      let characters = Array(text)
      guard let first = characters.firstIndex(where: { Self.digit($0) != nil }),
        let last = characters.lastIndex(where: { Self.digit($0) != nil })
      else {
        head = text
        return
      }
      head = String(characters[..<first])
      tail = String(characters[(last + 1)...])
      body = Array(characters[first...last])
      var run: [Int] = []
      var between: [Character] = []
      for character in body {
        if let (value, zero) = Self.digit(character) {
          if zeroDigit == nil { zeroDigit = zero }
          if run.isEmpty, !runs.isEmpty { separators.append(Self.separator(between)) }
          between = []
          run.append(value)
        } else {
          if !run.isEmpty { runs.append(run) }
          run = []
          between.append(character)
        }
      }
      runs.append(run)
    }

    /// The visible character `characters` stand for once format characters (U+200E, U+200F,
    /// U+061C...) are removed, or nil when that is not exactly one.
    static func separator(_ characters: [Character]) -> Character? {
      let visible = String(characters).unicodeScalars.filter {
        $0.properties.generalCategory != .format
      }
      let text = String(String.UnicodeScalarView(visible))
      return text.count == 1 ? text.first : nil
    }

    /// The value of a decimal digit of any numbering system, or of a Han digit (〇一二三四五六七八九,
    /// which `hanidec` writes), and the zero it counts from; nil for anything else.
    static func digit(_ character: Character) -> (value: Int, zero: Unicode.Scalar?)? {
      let scalars = character.unicodeScalars
      guard let scalar = scalars.first, scalars.count == 1 else { return nil }
      if scalar.properties.numericType == .decimal,
        let value = scalar.properties.numericValue.map({ Int($0) }), (0...9).contains(value)
      {
        return (value, Unicode.Scalar(scalar.value - UInt32(value)))
      }
      if let value = hanDigits.firstIndex(of: scalar) { return (value, "\u{3007}") }
      return nil
    }

    /// The number `digits` write, most significant first (wrapping far beyond any probe).
    static func value(_ digits: [Int]) -> Int { digits.reduce(0) { ($0 &* 10) &+ $1 } }

    /// The Han digits in order, 〇 through 九.
    static let hanDigits: [Unicode.Scalar] = [
      "\u{3007}", "\u{4E00}", "\u{4E8C}", "\u{4E09}", "\u{56DB}", "\u{4E94}", "\u{516D}",
      "\u{4E03}", "\u{516B}", "\u{4E5D}",
    ]
  }
}
#endif
