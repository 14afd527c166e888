import Testing

@testable import ControlKit

/// ``NumberSymbols/decimalSeparator`` must be visible and must not combine with the digit before it.
@Suite("Stepper separator visibility")
struct StepperSeparatorVisibilityTests {
  /// The rejection message for `separator`, or `nil` when it is accepted.
  private func rejection(_ separator: Character) -> String? {
    do {
      _ = try NumberSymbols(decimalSeparator: separator)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    arguments: [
      ("\u{0}", "U+0000"), ("\u{7}", "U+0007"), ("\u{202E}", "U+202E"), ("\u{200F}", "U+200F"),
      ("\u{2066}", "U+2066"), ("\u{200D}", "U+200D"), ("\u{301}", "U+0301"),
      ("\u{FE0F}", "U+FE0F"), ("\u{E000}", "U+E000"), ("\u{10FFFF}", "U+10FFFF"),
      (",\u{200D}", "U+002C U+200D"),
    ] as [(Character, String)])
  func invisibleOrCombiningSeparatorsAreRejected(separator: Character, codePoints: String) {
    #expect(
      rejection(separator)
        == "decimalSeparator must be a visible, non-combining character (got \(codePoints))")
  }

  @Test(arguments: [" ", "\u{A0}", "\u{2028}", "\t", "\n"] as [Character])
  func whitespaceIsStillRejectedAsSpace(separator: Character) {
    #expect(
      rejection(separator)
        == "decimalSeparator must not be a digit, sign or space (got \"\(separator)\")")
  }

  @Test(arguments: [",", ".", "٫", "'", "·", "e\u{301}", "/"] as [Character])
  func visibleSeparatorsAreAcceptedAndParse(separator: Character) throws {
    let configuration = try StepperConfiguration(
      maximum: 10, step: dec("0.5"), numberSymbols: NumberSymbols(decimalSeparator: separator))
    #expect(
      StepperTextParser.filter("1\(separator)5", configuration: configuration)
        == "1\(separator)5")
  }
}
