import ControlKit
import Foundation
import Testing

@testable import ControlKitUIKit

/// The Foundation → ``NumberSymbols`` conversion both Apple front-ends share (one file, compiled
/// into each), tested against the real Foundation of this machine (swift-corelibs-foundation and
/// swift-foundation with ICU, as on Apple platforms): what each locale of issue 34 writes, that
/// the core shows every value as Foundation does and reads it back, for every locale Foundation
/// knows, and that nothing ever throws or traps.
@Suite("Foundation number formats to NumberSymbols")
struct FoundationNumberSymbolsTests {
  /// One locale's expected symbols.
  struct Expected: Sendable, CustomTestStringConvertible {
    let locale: String
    let decimal: Character
    let grouping: Character?
    let sizes: (primary: Int, secondary: Int, minimumDigits: Int)
    var minus = "-"
    var zero: Unicode.Scalar = "0"

    var testDescription: String { locale }
  }

  static let issueLocales: [Expected] = [
    Expected(locale: "en_US", decimal: ".", grouping: ",", sizes: (3, 3, 1)),
    Expected(locale: "de_DE", decimal: ",", grouping: ".", sizes: (3, 3, 1)),
    Expected(locale: "fr_FR", decimal: ",", grouping: "\u{202F}", sizes: (3, 3, 1)),
    Expected(locale: "es_ES", decimal: ",", grouping: ".", sizes: (3, 3, 2)),
    Expected(locale: "hi_IN", decimal: ".", grouping: ",", sizes: (3, 2, 1)),
    Expected(
      locale: "ar_EG", decimal: "\u{066B}", grouping: "\u{066C}", sizes: (3, 3, 1),
      minus: "\u{061C}-", zero: "\u{0660}"),
    Expected(locale: "zh_CN", decimal: ".", grouping: ",", sizes: (3, 3, 1)),
    Expected(locale: "ja_JP", decimal: ".", grouping: ",", sizes: (3, 3, 1)),
  ]

  /// Values at two fraction digits: zero, small, negative, each grouping boundary, the largest
  /// 11-digit one.
  static let units: [Int64] = [
    0, 5, -5, 50, 99_999, 123_456, 100_000, 1_000_000, -123_456_789, 99_999_999_999,
  ]

  static func configuration(_ symbols: NumberSymbols) throws -> StepperConfiguration {
    try StepperConfiguration(
      minimum: FixedDecimal(units: -99_999_999_999, scale: 2),
      maximum: FixedDecimal(units: 99_999_999_999, scale: 2),
      step: FixedDecimal(units: 1, scale: 2), numberSymbols: symbols)
  }

  @Test(arguments: issueLocales)
  func eachLocaleOfTheIssueGivesItsSymbols(_ expected: Expected) throws {
    let symbols = FoundationNumberSymbols.symbols(for: Locale(identifier: expected.locale))
    let wanted = try NumberSymbols(
      decimalSeparator: expected.decimal, groupingSeparator: expected.grouping,
      groupingSize: expected.sizes.primary, secondaryGroupingSize: expected.sizes.secondary,
      minimumGroupingDigits: expected.sizes.minimumDigits, minusSign: expected.minus,
      zeroDigit: expected.zero)
    #expect(symbols == wanted)
  }

  @Test func thePOSIXLocaleIsPlain() {
    #expect(FoundationNumberSymbols.symbols(for: Locale(identifier: "en_US_POSIX")) == .plain)
  }

  /// Every locale Foundation knows, and a few numbering-system variants: the core shows each
  /// value exactly as Foundation's `FloatingPointFormatStyle` does, and reads it back.
  @Test func everyLocaleShowsAsFoundationDoesAndReadsBack() throws {
    let variants = [
      "ar_EG@numbers=latn", "en_US@numbers=arab", "th_TH@numbers=thai", "fa_IR", "mr_IN",
      "ne_NP", "my_MM", "bn_BD@numbers=beng",
    ]
    var checked = 0
    for identifier in Locale.availableIdentifiers + variants {
      let locale = Locale(identifier: identifier)
      let symbols = FoundationNumberSymbols.symbols(for: locale)
      let configuration = try Self.configuration(symbols)
      let foundation = FloatingPointFormatStyle<Double>(locale: locale).precision(
        .fractionLength(2))
      for units in Self.units {
        let value = FixedDecimal(units: units, scale: 2)
        let shown = value.formatted(with: symbols)
        #expect(shown == foundation.format(Double(units) / 100), "\(identifier)")
        #expect(
          StepperTextParser.parse(shown, configuration: configuration) == .number(value),
          "\(identifier): \(shown)")
        checked += 1
      }
    }
    #expect(checked >= 1000 * Self.units.count)
  }

  /// A currency in every locale: each value reads back.
  ///
  /// The issue's locales also show it exactly as Foundation does (elsewhere a few put the minus
  /// after the currency, "CHF-5.00" in `de_CH`, where the core writes it first: "-CHF 5.00").
  @Test func aCurrencyReadsBackInEveryLocale() throws {
    for identifier in Locale.availableIdentifiers {
      let locale = Locale(identifier: identifier)
      let euros = FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: locale)
      let fallback = FoundationNumberSymbols.symbols(for: locale)
      let symbols = try #require(FoundationNumberSymbols.symbols(format: euros, fallback: fallback))
      let configuration = try Self.configuration(symbols)
      for units in Self.units {
        let value = FixedDecimal(units: units, scale: 2)
        let shown = value.formatted(with: symbols)
        #expect(
          StepperTextParser.parse(shown, configuration: configuration) == .number(value),
          "\(identifier): \(shown)")
        if Self.issueLocales.contains(where: { $0.locale == identifier }) {
          #expect(shown == euros.format(Double(units) / 100), "\(identifier)")
        }
      }
    }
  }

  @Test func aCurrencyGivesItsAffixesWithTheirSpacing() throws {
    let german = Locale(identifier: "de_DE")
    let euros = FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: german)
    let symbols = try #require(
      FoundationNumberSymbols.symbols(
        format: euros, fallback: FoundationNumberSymbols.symbols(for: german)))
    #expect(symbols.prefix == "" && symbols.suffix == "\u{00A0}€")
    #expect(symbols.decimalSeparator == "," && symbols.groupingSeparator == ".")
    let american = FloatingPointFormatStyle<Double>.Currency(
      code: "USD", locale: Locale(identifier: "en_US"))
    let dollars = try #require(FoundationNumberSymbols.symbols(format: american, fallback: .plain))
    #expect(dollars.prefix == "$" && dollars.suffix == "" && dollars.minusSign == "-")
  }

  @Test func aNumberFormatterIsReadAsConfigured() throws {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.currencyCode = "EUR"
    formatter.locale = Locale(identifier: "fr_FR")
    let symbols = try #require(
      FoundationNumberSymbols.symbols(formatter: formatter, fallback: .plain))
    #expect(symbols.decimalSeparator == ",")
    #expect(symbols.suffix == "\u{00A0}€")
    #expect(
      FixedDecimal(units: 123_450, scale: 2).formatted(with: symbols)
        == formatter.string(from: 1234.5))
  }

  @Test func aPercentIsReadWithItsMultiplier() throws {
    let german = Locale(identifier: "de_DE")
    let percent = FloatingPointFormatStyle<Double>.Percent(locale: german)
    let symbols = try #require(
      FoundationNumberSymbols.symbols(
        format: percent, fallback: FoundationNumberSymbols.symbols(for: german)))
    #expect(symbols.multiplier == 100)
    #expect(symbols.decimalSeparator == "," && symbols.groupingSeparator == ".")
    // The core writes what the format writes, for whole and fractional percents alike.
    for (units, scale, value) in [(25, 2, 0.25), (1_234_5, 2, 123.45), (-5, 2, -0.05)] {
      #expect(
        FixedDecimal(units: Int64(units), scale: UInt8(scale)).formatted(with: symbols)
          == percent.format(value))
    }
    let formatter = NumberFormatter()
    formatter.numberStyle = .percent
    formatter.locale = Locale(identifier: "en_US")
    let american = try #require(
      FoundationNumberSymbols.symbols(formatter: formatter, fallback: .plain))
    #expect(american.multiplier == 100 && american.suffix == "%")
    #expect(
      FixedDecimal(units: 5, scale: 1).formatted(with: american) == formatter.string(from: 0.5))
    formatter.numberStyle = .decimal
    formatter.multiplier = 1000
    #expect(
      FoundationNumberSymbols.symbols(formatter: formatter, fallback: .plain)?.multiplier == 1000)
  }

  @Test func aWholeNumberFormatTakesTheDecimalSeparatorFromTheFallback() throws {
    let german = Locale(identifier: "de_DE")
    let whole = FloatingPointFormatStyle<Double>(locale: german).precision(.fractionLength(0))
    let symbols = try #require(
      FoundationNumberSymbols.symbols(
        format: whole, fallback: FoundationNumberSymbols.symbols(for: german)))
    #expect(symbols.decimalSeparator == "," && symbols.groupingSeparator == ".")
  }

  /// Fields the core refuses fall back one by one, never a throw: a "+" as decimal separator
  /// (the fallback's ","), Han digits (`hanidec`, not consecutive code points: ASCII), a format
  /// that writes no digit at all (the fallback whole).
  @Test func refusedFieldsFallBackFieldByField() throws {
    let german = FoundationNumberSymbols.symbols(for: Locale(identifier: "de_DE"))
    let plus = FoundationNumberSymbols.read(
      formatting: { value in
        let text = String(format: "%.1f", value).replacingOccurrences(of: ".", with: "+")
        return text.count > 5 ? "12·345·678+0" : text
      }, fallback: german)
    #expect(plus?.decimalSeparator == ",")
    #expect(plus?.groupingSeparator == "·")
    let han = FoundationNumberSymbols.symbols(for: Locale(identifier: "zh_CN@numbers=hanidec"))
    #expect(han.zeroDigit == "0")
    let configuration = try Self.configuration(han)
    #expect(
      StepperTextParser.parse("一二.五", configuration: configuration)
        == .number(FixedDecimal(units: 1250, scale: 2)))
    #expect(FoundationNumberSymbols.read(formatting: { _ in "—" }, fallback: german) == nil)
  }
}
