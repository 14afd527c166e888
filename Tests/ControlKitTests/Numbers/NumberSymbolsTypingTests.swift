import ControlKitTestSupport
import PropertyBased
import Testing

@testable import ControlKit

/// Typed and pasted text in each locale's symbols (issue 34): the locale's own form, the ASCII
/// form, other numbering systems one at a time, grouping, affixes, and the digit limit.
@Suite("Number symbols: typing and pasting")
struct NumberSymbolsTypingTests {
  /// A signed stepper with two fraction digits in `identifier`'s symbols.
  static func configuration(
    _ identifier: String, fractionDigits: Int = 2, maximumInputLength: Int = 12
  ) -> StepperConfiguration {
    (try? StepperConfiguration(
      minimum: -1_000_000_000, maximum: 1_000_000_000, step: 1, fractionDigits: fractionDigits,
      maximumInputLength: maximumInputLength, numberSymbols: LocaleSymbols.symbols(identifier)))
      ?? .default
  }

  /// Rows: locale, fraction digits, text, what a commit reads.
  static let parseTable: [(String, Int, String, ParsedNumber)] = [
    // en_US: grouping typed is read, "," is never a decimal separator.
    ("en_US", 0, "1,000", .number(dec("1000"))),
    ("en_US", 2, "1,234.5", .number(dec("1234.50"))),
    ("en_US", 2, "1,5", .number(dec("15.00"))),  // grouping dropped, as react-aria does
    ("en_US", 2, "1.234,5", .invalid),  // a group after the decimal separator
    ("en_US", 0, ",100", .invalid),  // a number never starts with a group
    ("en_US", 0, "1,,000", .invalid),
    ("en_US", 2, "1,.5", .invalid),
    // de_DE: "," is the decimal separator; "." groups or, alone and not before three digits,
    // is the ASCII decimal point.
    ("de_DE", 2, "2,5", .number(dec("2.50"))),
    ("de_DE", 2, "2.5", .number(dec("2.50"))),
    ("de_DE", 2, "1.234,5", .number(dec("1234.50"))),
    ("de_DE", 2, "1.234", .number(dec("1234.00"))),
    ("de_DE", 0, "1.234", .number(dec("1234"))),
    ("de_DE", 2, "1.234.567", .number(dec("1234567.00"))),
    ("de_DE", 2, "-1.234,56", .number(dec("-1234.56"))),
    ("de_DE", 0, "2.5", .invalid),  // a decimal point where there are no fraction digits
    ("de_DE", 2, "2,5,1", .invalid),
    // es_ES: grouping read whatever the minimum grouping digits.
    ("es_ES", 0, "123.456.789", .number(dec("123456789"))),
    ("es_ES", 0, "1.234", .number(dec("1234"))),
    ("es_ES", 2, "1234,5", .number(dec("1234.50"))),
    // fr_FR: any space groups, whichever the keyboard typed.
    ("fr_FR", 2, "1\u{202F}234,5", .number(dec("1234.50"))),
    ("fr_FR", 2, "1\u{00A0}234,5", .number(dec("1234.50"))),
    ("fr_FR", 2, "1 234,5", .number(dec("1234.50"))),
    ("fr_FR", 2, "1 234.5", .number(dec("1234.50"))),
    ("fr_FR", 2, " 1234", .invalid),  // a leading space is a leading group
    ("fr_FR (glibc)", 2, "1\u{202F}234,5", .number(dec("1234.50"))),
    // hi_IN
    ("hi_IN", 1, "1,23,456.7", .number(dec("123456.7"))),
    ("hi_IN", 0, "१,२३,४५६", .number(dec("123456"))),  // Devanagari digits
    // ar_EG: Arabic-Indic digits, its separators, the ASCII form, its own minus sign.
    ("ar_EG", 1, "١٬٢٣٤٫٥", .number(dec("1234.5"))),
    ("ar_EG", 1, "1234.5", .number(dec("1234.5"))),
    ("ar_EG", 1, "\u{061C}-٢٫٥", .number(dec("-2.5"))),
    ("ar_EG", 1, "-٢٫٥", .number(dec("-2.5"))),
    ("ar_EG", 1, "١٢3", .invalid),  // two numbering systems
    // An ASCII "," (a hardware keyboard's) and the Arabic comma "،" are neither of ar_EG's
    // separators (٫ and ٬) nor the ASCII form's decimal point: the key is refused and the text
    // stays as it was, rather than read as en_US's group or as a decimal comma (docs/uikit.md,
    // "Numbers and locales").
    ("ar_EG", 1, "2,5", .invalid),
    ("ar_EG", 1, "٢,٥", .invalid),
    ("ar_EG", 1, "١٬٢٣٤,٥", .invalid),
    ("ar_EG", 1, "٢،٥", .invalid),
    // zh_CN and ja_JP: full-width digits and Han digits, one system per text.
    ("zh_CN", 0, "１，２３４", .invalid),  // a full-width comma is not the group separator
    ("zh_CN", 0, "１２３４", .number(dec("1234"))),
    ("zh_CN", 0, "一二三四", .number(dec("1234"))),
    ("zh_CN", 0, "一,二三四", .number(dec("1234"))),
    ("zh_CN", 0, "〇", .number(dec("0"))),
    ("ja_JP", 1, "１２．５", .number(dec("12.5"))),
    ("ja_JP", 1, "１2．５", .invalid),
    // Affixes, whole, with other spacing, or partly deleted; the sign before or after a prefix.
    ("de_DE €", 2, "1.234,50\u{00A0}€", .number(dec("1234.50"))),
    ("de_DE €", 2, "5 €", .number(dec("5.00"))),
    ("de_DE €", 2, "5€", .number(dec("5.00"))),
    ("de_DE €", 2, "5", .number(dec("5.00"))),
    ("de_DE €", 2, "€5", .invalid),  // a suffix is not a prefix
    ("en_US $", 2, "$5.25", .number(dec("5.25"))),
    ("en_US $", 2, "-$5.25", .number(dec("-5.25"))),
    ("en_US $", 2, "$-5.25", .number(dec("-5.25"))),
    ("en_US $", 2, "-$-5.25", .invalid),
    ("en_US $", 2, "- $ 5.25", .number(dec("-5.25"))),
    // Found by the fuzz target: a prefix written with a space, after the minus sign.
    ("percent first", 0, "\u{2212}\u{00A0}%५२", .number(dec("-52"))),
    // Found by the fuzz target: a decimal separator that is another's group equivalent.
    ("apostrophes", 1, "०'१", .number(dec("0.1"))),
    ("apostrophes", 1, "1’234'5", .number(dec("1234.5"))),
    ("en_US $", 2, "5.25$", .invalid),
    ("en_US kg", 0, "12 kg", .number(dec("12"))),
    ("en_US kg", 0, "12 k", .number(dec("12"))),  // what deleting "g" leaves
    ("en_US kg", 0, "12 g", .invalid),
    ("en_US kg", 0, "12 kg kg", .invalid),
    ("fr_FR %", 0, "50 %", .number(dec("50"))),
    ("fr_FR %", 0, "", .empty),
    ("fr_FR %", 0, " %", .empty),
  ]

  @Test(arguments: parseTable)
  func textIsReadInTheLocalesForms(
    identifier: String, fractionDigits: Int, text: String, expected: ParsedNumber
  ) {
    let configuration = Self.configuration(identifier, fractionDigits: fractionDigits)
    #expect(StepperTextParser.parse(text, configuration: configuration) == expected)
    // What a commit reads, typing allows, as typed.
    if expected != .invalid {
      #expect(StepperTextParser.filter(text, configuration: configuration) == text)
    }
  }

  /// Typing key by key what the locale shows: every prefix is accepted as typed, the caret stays
  /// after the last key, and the commit gives the value.
  @Test(arguments: LocaleSymbols.all.map(\.0))
  func typingTheDisplayedFormKeyByKeyKeepsEveryKeyAndCommitsTheValue(identifier: String) throws {
    let configuration = Self.configuration(identifier)
    for value in [dec("1234567.89"), dec("-0.05"), dec("12345"), dec("7")] {
      let written =
        value.rescaled(exactlyTo: 2).map { $0.formatted(with: configuration.numberSymbols) } ?? ""
      var state = StepperState(value: 0, configuration: configuration)
      _ = state.reduce(.editingBegan(at: ms(0)))
      let all = TextReplacement(range: 0..<state.displayText.utf16.count, with: "")
      _ = state.reduce(.textReplaced(all, at: ms(0)))
      #expect(state.editingText == "")
      var typed = ""
      for character in written {
        let caret = typed.utf16.count
        let edit = TextReplacement(range: caret..<caret, with: String(character))
        typed.append(character)
        #expect(
          state.outcome(of: edit) == .accepted(text: typed, caret: typed.utf16.count),
          "\(identifier): \(typed)")
        _ = state.reduce(.textReplaced(edit, at: ms(0)))
      }
      _ = state.reduce(.textSubmitted(at: ms(1)))
      #expect(state.value == value.rescaled(exactlyTo: 2), "\(identifier): \(written)")
      #expect(state.editingText == state.formattedValue)
    }
  }

  /// In `de_DE`, typing "1.2" on the way to "1.234" is accepted, though the commit of "1.2"
  /// alone reads a decimal point (and so reverts in a whole-number stepper).
  @Test func aDotThatMayYetGroupIsAcceptedWhileTyping() {
    let whole = Self.configuration("de_DE", fractionDigits: 0)
    for text in ["1.", "1.2", "1.23", "1.234", "1.234.5"] {
      #expect(StepperTextParser.filter(text, configuration: whole) == text, "\(text)")
    }
    #expect(StepperTextParser.parse("1.2", configuration: whole) == .invalid)
    #expect(StepperTextParser.filter("1.2345", configuration: whole) == nil)
    var state = StepperState(value: 7, configuration: whole)
    _ = state.reduce(.editingBegan(at: ms(0)))
    _ = state.reduce(.textChanged("1.2", at: ms(0)))
    _ = state.reduce(.textSubmitted(at: ms(0)))
    #expect(state.value == 7)  // refused text changes nothing
  }

  /// In `ar_EG` a typed "," (ASCII, from a hardware keyboard, or the Arabic comma "،") after
  /// "٢" is refused as the key is pressed: the field keeps "٢", and the value is unchanged.
  @Test func aCommaInAnEgyptianStepperIsRefused() {
    let egypt = Self.configuration("ar_EG", fractionDigits: 1)
    for text in ["2,", "٢,", "٢،", "١٬٢٣٤,"] {
      #expect(StepperTextParser.filter(text, configuration: egypt) == nil, "\(text)")
    }
    #expect(StepperTextParser.filter("٢٫", configuration: egypt) == "٢٫")
    #expect(StepperTextParser.filter("2.", configuration: egypt) == "2.")
    var state = StepperState(value: 2, configuration: egypt)
    _ = state.reduce(.editingBegan(at: ms(0)))
    let before = state
    #expect(state.reduce(.textChanged("٢,", at: ms(0))) == [.textRejected])
    #expect(state == before)
  }

  /// The limit (the article's 9) counts digits, not group separators, signs, the decimal
  /// separator or affixes.
  @Test func theInputLimitCountsDigits() throws {
    let euros = Self.configuration("de_DE €", maximumInputLength: 9)
    #expect(StepperTextParser.filter("-1.234.567,89 €", configuration: euros) != nil)
    #expect(StepperTextParser.filter("-12.345.678,90 €", configuration: euros) == nil)
    // Deleting from an over-long value the app set stays possible.
    #expect(
      StepperTextParser.filter(
        "12.345.678,9 €", previous: "12.345.678,90 €", configuration: euros) != nil)
    let hindi = Self.configuration("hi_IN", fractionDigits: 0, maximumInputLength: 9)
    #expect(StepperTextParser.filter("12,34,56,789", configuration: hindi) != nil)
  }

  /// Refused text changes nothing, in every locale.
  @Test(arguments: LocaleSymbols.all.map(\.0))
  func refusedTextChangesNothing(identifier: String) {
    var state = StepperState(value: 5, configuration: Self.configuration(identifier))
    _ = state.reduce(.editingBegan(at: ms(0)))
    let before = state
    for text in ["1a", "--5", "١2", "1e5", "5\u{200F}", "👍"] {
      #expect(state.reduce(.textChanged(text, at: ms(0))) == [.textRejected], "\(text)")
      #expect(state == before)
    }
  }

  /// parse(display(v)) == v for every locale of the table and random values at random scales.
  @Test func whatIsShownReadsBackToTheValue() async {
    await propertyCheck(
      count: 1_000, input: Gen.int(in: 0...(LocaleSymbols.all.count - 1)),
      Gen.int(in: -999_999_999_999...999_999_999_999), Gen.int(in: 0...4)
    ) { locale, units, scale in
      let (identifier, symbols) = LocaleSymbols.all[locale]
      let value = FixedDecimal(units: Int64(units), scale: UInt8(scale))
      guard
        let configuration = try? StepperConfiguration(
          minimum: .least(scale: UInt8(scale)), maximum: .greatest(scale: UInt8(scale)),
          step: FixedDecimal(units: 1, scale: UInt8(scale)), numberSymbols: symbols)
      else {
        Issue.record("no configuration at scale \(scale)")
        return
      }
      let shown = value.formatted(with: symbols)
      #expect(
        StepperTextParser.parse(shown, configuration: configuration) == .number(value),
        "\(identifier): \(shown)")
    }
  }
}
