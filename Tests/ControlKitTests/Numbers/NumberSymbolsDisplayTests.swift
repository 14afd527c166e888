import ControlKitTestSupport
import Testing

@testable import ControlKit

/// How values are written in each locale's symbols (issue 34).
@Suite("Number symbols: display")
struct NumberSymbolsDisplayTests {
  @Test func everyTableLocaleIsValid() {
    for (identifier, symbols) in LocaleSymbols.all where identifier != "plain" {
      #expect(symbols != .plain, "\(identifier)")
      #expect(!symbols.isPlain, "\(identifier)")
    }
  }

  /// Rows: locale, value, written form.
  static let table: [(String, FixedDecimal, String)] = [
    ("en_US", dec("1234567.5"), "1,234,567.5"),
    ("en_US", dec("-1234.50"), "-1,234.50"),
    ("en_US", dec("999"), "999"),
    ("de_DE", dec("1234567.5"), "1.234.567,5"),
    ("de_DE", dec("5.0"), "5,0"),
    ("fr_FR", dec("1234.5"), "1\u{202F}234,5"),
    ("fr_FR (glibc)", dec("1234.5"), "1\u{00A0}234,5"),
    ("es_ES", dec("1234"), "1234"),  // no grouping below 10 000
    ("es_ES", dec("12345"), "12.345"),
    ("es_ES", dec("123456789"), "123.456.789"),
    ("hi_IN", dec("123456.7"), "1,23,456.7"),
    ("hi_IN", dec("12345678"), "1,23,45,678"),
    ("ar_EG", dec("1234.5"), "١٬٢٣٤٫٥"),
    ("ar_EG", dec("-0.05"), "\u{061C}-٠٫٠٥"),
    ("zh_CN", dec("1234.5"), "1,234.5"),
    ("ja_JP", dec("1234.5"), "1,234.5"),
    ("de_DE €", dec("-1234.50"), "-1.234,50\u{00A0}€"),
    ("en_US $", dec("-5.25"), "-$5.25"),
    ("fr_FR %", dec("50"), "50\u{00A0}%"),
    ("plain", dec("-1234567.5"), "-1234567.5"),
  ]

  @Test(arguments: table)
  func valuesAreWrittenInTheLocalesForm(identifier: String, value: FixedDecimal, written: String) {
    #expect(value.formatted(with: LocaleSymbols.symbols(identifier)) == written)
  }

  @Test func theFieldAndScreenReadersShowTheSymbols() throws {
    let configuration = try StepperConfiguration(
      minimum: -10_000, maximum: 10_000, step: dec("0.5"),
      numberSymbols: LocaleSymbols.symbols("de_DE"))
    var state = StepperState(value: 5, configuration: configuration)
    #expect(state.formattedValue == "5,0" && state.displayText == "5,0")
    _ = state.reduce(.valueSetProgrammatically(dec("-1234.5"), at: ms(0)))
    #expect(state.formattedValue == "-1.234,5")
    #expect(state.accessibilityValueText == "\u{2212}1.234,5")
    let arabic = try configuration.replacing(numberSymbols: LocaleSymbols.symbols("ar_EG"))
    let inArabic = StepperState(value: dec("-2.5"), configuration: arabic)
    #expect(inArabic.formattedValue == "\u{061C}-٢٫٥")
    #expect(inArabic.accessibilityValueText == "\u{061C}\u{2212}٢٫٥")
    #expect(
      StepperAnnouncement.valueAdjusted(dec("1234.5")).text(numberSymbols: arabic.numberSymbols)
        == "Set to ١٬٢٣٤٫٥")
  }

  /// Rows: the field, and the error's description.
  static let rejections: [(String, @Sendable () throws(NumberSymbolsError) -> NumberSymbols)] = [
    (
      "decimalSeparator must not be a digit, sign or space (got \"5\")",
      { () throws(NumberSymbolsError) in try NumberSymbols(decimalSeparator: "5") }
    ),
    (
      "decimalSeparator must not be a digit, sign or space (got \"－\")",
      { () throws(NumberSymbolsError) in try NumberSymbols(decimalSeparator: "－") }
    ),
    (
      "groupingSeparator must be a visible character or a space other than the decimal separator, a digit or a sign (got U+002C)",
      { () throws(NumberSymbolsError) in
        try NumberSymbols(decimalSeparator: ",", groupingSeparator: ",")
      }
    ),
    (
      "groupingSeparator must be a visible character or a space other than the decimal separator, a digit or a sign (got U+200F)",
      { () throws(NumberSymbolsError) in try NumberSymbols(groupingSeparator: "\u{200F}") }
    ),
    (
      "groupingSeparator must be a visible character or a space other than the decimal separator, a digit or a sign (got U+FF0E)",
      { () throws(NumberSymbolsError) in try NumberSymbols(groupingSeparator: "．") }
    ),
    (
      "grouping sizes must be at least 1 (got groupingSize 0, secondaryGroupingSize 0, minimumGroupingDigits 1)",
      { () throws(NumberSymbolsError) in try NumberSymbols(groupingSize: 0) }
    ),
    (
      "grouping sizes must be at least 1 (got groupingSize 3, secondaryGroupingSize 3, minimumGroupingDigits 0)",
      { () throws(NumberSymbolsError) in try NumberSymbols(minimumGroupingDigits: 0) }
    ),
    (
      "minusSign must be non-empty, with no digit or line break (got \"\")",
      { () throws(NumberSymbolsError) in try NumberSymbols(minusSign: "") }
    ),
    (
      "minusSign must be non-empty, with no digit or line break (got \"-1\")",
      { () throws(NumberSymbolsError) in try NumberSymbols(minusSign: "-1") }
    ),
    (
      "zeroDigit must be the zero of a decimal numbering system (got U+0031)",
      { () throws(NumberSymbolsError) in try NumberSymbols(zeroDigit: "1") }
    ),
    (
      "zeroDigit must be the zero of a decimal numbering system (got U+3007)",
      { () throws(NumberSymbolsError) in try NumberSymbols(zeroDigit: "〇") }
    ),
    (
      "a prefix or suffix must hold no digit or line break (got \"US1$\")",
      { () throws(NumberSymbolsError) in try NumberSymbols(prefix: "US1$") }
    ),
    (
      "a prefix or suffix must hold no digit or line break (got \"二\")",
      { () throws(NumberSymbolsError) in try NumberSymbols(suffix: "二") }
    ),
  ]

  @Test(arguments: 0..<rejections.count)
  func invalidSymbolsAreRejectedWithTheirField(row: Int) {
    let (expected, make) = Self.rejections[row]
    #expect {
      _ = try make()
    } throws: { error in
      (error as? NumberSymbolsError)?.description == expected
    }
  }

  @Test func spacesAreValidGroupSeparatorsButNotDecimalSeparators() throws {
    for space in [" ", "\u{00A0}", "\u{2009}", "\u{202F}"] as [Character] {
      #expect(try NumberSymbols(decimalSeparator: ",", groupingSeparator: space).isPlain == false)
      #expect(throws: NumberSymbolsError.invalidDecimalSeparator(space)) {
        try NumberSymbols(decimalSeparator: space)
      }
    }
  }
}

/// The arc stepper's "current/count" label and spoken value in the locale's digits (issue 34).
@Suite("Number symbols: the arc stepper")
struct ArcStepperNumberSymbolsTests {
  @Test func theFractionLabelAndTheSpokenValueUseTheLocalesDigits() throws {
    var configuration = try ArcStepperConfiguration(
      stepCount: 1_000, initialStep: 5, numberSymbols: LocaleSymbols.symbols("ar_EG"))
    var state = ArcStepperState(configuration: configuration)
    #expect(state.labelText == "٥/١٬٠٠٠")
    #expect(state.accessibilityValueText == "٥ of ١٬٠٠٠")
    // The affixes of a currency are not the ring's.
    configuration.numberSymbols = LocaleSymbols.symbols("de_DE €")
    state = ArcStepperState(configuration: configuration)
    #expect(state.labelText == "5/1.000")
    // A custom format writes what it writes; plain symbols are the article's "5/10".
    configuration.labelFormat = ArcStepperLabelFormat(identifier: "percent") { step, count in
      "\(step * 100 / count)%"
    }
    #expect(ArcStepperState(configuration: configuration).labelText == "0%")
    #expect(ArcStepperState(configuration: .article).labelText == "5/10")
  }
}
