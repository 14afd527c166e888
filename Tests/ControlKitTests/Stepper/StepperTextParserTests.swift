import Testing

@testable import ControlKit

@Suite("StepperTextParser")
struct StepperTextParserTests {
  static let signed =
    (try? StepperConfiguration(minimum: -100, maximum: 100, step: dec("0.01"))) ?? .default
  static let unsigned =
    (try? StepperConfiguration(minimum: 0, maximum: 1000, step: dec("0.5"))) ?? .default
  static let integer = StepperConfiguration.default
  static let comma =
    (try? StepperConfiguration(
      maximum: 100, step: dec("0.1"), numberSymbols: NumberSymbols(decimalSeparator: ",")))
    ?? .default

  /// Rows of proposed text, configuration name, and the text kept (nil: rejected): the field keeps
  /// what the user typed, in the numbering system typed.
  static let filterTable: [(String, String, String?)] = [
    ("", "integer", ""),
    ("12", "integer", "12"),
    ("007", "integer", "007"),
    ("１２３", "integer", "１２３"),  // full-width digits from a Chinese IME
    ("٣٤", "integer", "٣٤"),  // Arabic-Indic
    ("४२", "integer", "४२"),  // Devanagari
    ("٣.٥", "unsigned", "٣.٥"),
    ("3．5", "unsigned", "3．5"),  // full-width full stop
    ("3.5", "integer", nil),  // no separator with 0 fraction digits
    ("3.55", "unsigned", nil),  // one fraction digit only
    ("3.", "unsigned", "3."),
    (".", "unsigned", "."),
    ("-5", "integer", nil),  // no sign when min >= 0
    ("-5", "signed", "-5"),
    ("\u{2212}5", "signed", "\u{2212}5"),
    ("－5", "signed", "－5"),
    ("--5", "signed", nil),
    ("5-", "signed", nil),
    ("-", "signed", "-"),
    ("-.25", "signed", "-.25"),
    ("1e5", "integer", nil),
    ("0x10", "integer", nil),
    ("12a", "integer", nil),
    ("1 2", "integer", nil),
    (" 12", "integer", nil),
    ("12👍", "integer", nil),
    ("\u{200F}12", "integer", nil),  // right-to-left mark
    ("1\u{0}2", "integer", nil),  // NUL
    ("²", "integer", nil),  // superscript: numeric type digit, not decimal
    ("½", "integer", nil),
    ("1\u{0301}", "integer", nil),  // digit with combining accent
    ("123456789", "integer", "123456789"),
    ("1234567890", "integer", nil),  // the article's 9-digit limit
    ("-1234567.89", "signed", "-1234567.89"),  // 9 digits: the sign and separator do not count
    ("-12345678.90", "signed", nil),
    ("１2", "integer", nil),  // two numbering systems in one text
    ("٣4", "integer", nil),
    ("二一", "integer", "二一"),  // Han digits (hanidec)
    ("〇五", "integer", "〇五"),
    ("二1", "integer", nil),
    ("3,5", "comma", "3,5"),
    ("3.5", "comma", "3.5"),
    ("3,5", "unsigned", nil),
    ("3,,5", "comma", nil),
  ]

  static func configuration(_ name: String) -> StepperConfiguration {
    switch name {
    case "signed": return signed
    case "unsigned": return unsigned
    case "comma": return comma
    default: return integer
    }
  }

  @Test(arguments: filterTable)
  func filterAcceptsOnlyTextThatCanBecomeANumber(proposed: String, name: String, expected: String?)
  {
    #expect(StepperTextParser.filter(proposed, configuration: Self.configuration(name)) == expected)
  }

  @Test func lengthLimitStillAllowsDeletingFromLongerText() {
    let configuration = Self.integer
    #expect(
      StepperTextParser.filter("1234567890", previous: "12345678901", configuration: configuration)
        == "1234567890")
    #expect(
      StepperTextParser.filter("1234567890", previous: "123456789", configuration: configuration)
        == nil)
  }

  /// Rows of text, configuration name, and parse result.
  static let parseTable: [(String, String, ParsedNumber)] = [
    ("", "integer", .empty),
    ("-", "signed", .empty),
    ("-.", "signed", .empty),
    ("42", "integer", .number(42)),
    ("042", "integer", .number(42)),
    ("3.5", "unsigned", .number(FixedDecimal(units: 35, scale: 1))),
    ("3.", "unsigned", .number(FixedDecimal(units: 30, scale: 1))),
    (".5", "unsigned", .number(FixedDecimal(units: 5, scale: 1))),
    ("-0.05", "signed", .number(FixedDecimal(units: -5, scale: 2))),
    ("１２", "integer", .number(12)),
    ("二一", "integer", .number(21)),
    ("九九", "integer", .number(99)),
    ("٣٤", "integer", .number(34)),
    ("１2", "integer", .invalid),
    ("9223372036854775807", "integer", .number(.greatest(scale: 0))),
    ("9223372036854775808", "integer", .overflow(negative: false)),
    ("-9223372036854775808", "signed", .overflow(negative: true)),  // too large at scale 2
    ("1234567890123456789012345678901234567890", "integer", .overflow(negative: false)),
    ("-1234567890123456789012345678901234567890", "signed", .overflow(negative: true)),
    ("92233720368547758.07", "signed", .number(.greatest(scale: 2))),
    ("92233720368547758.08", "signed", .overflow(negative: false)),
    ("1e5", "integer", .invalid),
    ("--5", "signed", .invalid),
    ("-5", "integer", .invalid),
    ("1.234", "signed", .invalid),
    ("abc", "integer", .invalid),
  ]

  @Test(arguments: parseTable)
  func parseReadsTheNumberAtTheConfiguredScale(text: String, name: String, expected: ParsedNumber) {
    let result = StepperTextParser.parse(text, configuration: Self.configuration(name))
    #expect(result == expected)
    if case .number(let value) = result {
      #expect(Int(value.scale) == Self.configuration(name).fractionDigits)
    }
  }

  @Test func everyFilteredTextParsesAsSomethingOtherThanInvalid() {
    for (proposed, name, expected) in Self.filterTable where expected != nil {
      let configuration = Self.configuration(name)
      let filtered = StepperTextParser.filter(proposed, configuration: configuration) ?? "?"
      #expect(StepperTextParser.parse(filtered, configuration: configuration) != .invalid)
    }
  }
}

@Suite("Stepper text parser: ASCII fast path")
struct StepperTextParserASCIIPathTests {
  /// The byte-wise classifier must agree with the character classifier on every ASCII byte, under
  /// configurations with and without a locale separator, or the fast path would change results.
  @Test(arguments: [nil, ",", "'"] as [Character?])
  func asciiClassifierAgreesWithCharacterClassifier(separator: Character?) throws {
    let configuration = try StepperConfiguration(
      minimum: -10, maximum: 10, step: FixedDecimal(units: 1, scale: 2),
      numberSymbols: NumberSymbols(decimalSeparator: separator ?? "."))
    for byte in UInt8(0)..<0x80 {
      let fast = StepperTextParser.classify(ascii: byte, configuration: configuration)
      let slow = StepperTextParser.classify(
        Character(Unicode.Scalar(byte)), configuration: configuration)
      #expect(String(describing: fast) == String(describing: slow), "byte \(byte)")
    }
  }

  @Test func crlfIsRejectedOnBothPaths() {
    #expect(StepperTextParser.parse("1\r\n2", configuration: .default) == .invalid)
    #expect(StepperTextParser.parse("１\r\n2", configuration: .default) == .invalid)
  }
}
