import PropertyBased
import Testing

@testable import ControlKit

/// The UTF-8 fast path for full-width input (``UTF8NumberClasses``) must give exactly what the
/// general character-by-character walk gives, for any text and any locale separator.
@Suite("Stepper text parser: full-width fast path")
struct StepperTextParserUTF8PathTests {
  /// Pieces the generated texts are made of: what the fast path reads, what it must hand back to
  /// the general path (other scripts' digits, combining marks, ZWJ, a prepended Arabic number sign,
  /// emoji), CR LF, and each configuration's separators.
  static let pieces: [String] = [
    "0", "5", "9", "１", "５", "９", "０", "－", "\u{2212}", "．", ".", "-", ",", "٫", "٣", "\u{0301}",
    "\u{200D}", "\u{0600}", "\r", "\n", "a", " ", "👍", "²", "＋", "e", "\u{FF0C}",
  ]

  /// Signed with two fraction digits (signs and separators matter), under locale separators that
  /// are absent, one ASCII scalar, one non-ASCII scalar, or several scalars.
  static let configurations: [StepperConfiguration] =
    [nil, ",", "٫", "\r\n", "e\u{301}", "\u{FF0C}"]
    .map { (separator: Character?) in
      (try? StepperConfiguration(
        minimum: -100, maximum: 100, step: FixedDecimal(units: 1, scale: 2),
        maximumInputLength: 40,
        numberSymbols: NumberSymbols(decimalSeparator: separator ?? "."))) ?? .default
    } + [.default]

  /// Both readers' results on both paths for `text` under `configuration`.
  static func expectBothPathsAgree(_ text: String, _ configuration: StepperConfiguration) {
    var fastNumber = MagnitudeReader()
    var slowNumber = MagnitudeReader()
    let fast = StepperTextParser.read(text, configuration: configuration, into: &fastNumber)
    let slow = StepperTextParser.readCharacters(
      text, configuration: configuration, into: &slowNumber)
    #expect(fast == slow, "\(text.unicodeScalars.map(\.value))")
    if slow != nil {
      #expect(fastNumber.magnitude == slowNumber.magnitude)
      #expect(fastNumber.negative == slowNumber.negative)
      #expect(fastNumber.overflow == slowNumber.overflow)
      #expect(fastNumber.digitCount == slowNumber.digitCount)
    }
    var fastFilter = MagnitudeReader()
    var slowFilter = MagnitudeReader()
    let fastTyping = StepperTextParser.read(
      text, configuration: configuration, into: &fastFilter, typing: true)
    let slowTyping = StepperTextParser.readCharacters(
      text, configuration: configuration, into: &slowFilter, typing: true)
    #expect(fastTyping == slowTyping)
  }

  @Test func generatedTextsReadTheSameOnBothPaths() async {
    await propertyCheck(
      count: 2_000, input: Gen.int(in: 0...(Self.configurations.count - 1)),
      Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...12)
    ) { index, codes in
      let text = codes.map { Self.pieces[$0] }.joined()
      Self.expectBothPathsAgree(text, Self.configurations[index])
    }
  }

  /// Every scalar of the full-width block and the minus sign, alone and between digits.
  @Test func everyFullWidthFormReadsTheSameOnBothPaths() {
    let scalars = (0xFF00...0xFF65).compactMap(Unicode.Scalar.init) + ["\u{2212}", "\u{2213}"]
    for configuration in Self.configurations {
      for scalar in scalars {
        for text in ["\(scalar)", "1\(scalar)２", "－\(scalar)", "\(scalar)\u{0301}"] {
          Self.expectBothPathsAgree(text, configuration)
        }
      }
    }
  }

  @Test func fullWidthNumbersParseLikeTheirASCIIForms() throws {
    let configuration = try StepperConfiguration(
      minimum: -1_000_000_000, maximum: 1_000_000_000, step: FixedDecimal(units: 1, scale: 1))
    let pairs = [
      ("１２３４５６７８９", "123456789"), ("－１２．５", "-12.5"), ("\u{2212}０．１", "-0.1"),
      ("．５", ".5"),
    ]
    for (fullWidth, ascii) in pairs {
      #expect(
        StepperTextParser.parse(fullWidth, configuration: configuration)
          == StepperTextParser.parse(ascii, configuration: configuration))
      #expect(StepperTextParser.filter(fullWidth, configuration: configuration) == fullWidth)
    }
    #expect(StepperTextParser.filter("１２３\u{0301}", configuration: configuration) == nil)
    #expect(StepperTextParser.filter("１٫５", configuration: configuration) == nil)
    #expect(StepperTextParser.filter("１2３", configuration: configuration) == nil)  // two systems
  }
}
