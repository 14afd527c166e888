import ControlKit
import ControlKitTestSupport
import PropertyBased
import Testing

/// Text edits as replacements: accepted with the field's text and caret, or refused with
/// nothing changed (issue 9's "rejected text wipes the value").
@Suite("Stepper text replacements")
struct StepperTextReplacementTests {
  static func cart(_ value: FixedDecimal = 42) throws -> StepperState {
    StepperState(
      value: value, configuration: try StepperConfiguration(minimum: 0, maximum: 99, step: 1))
  }

  @Test func lettersTypedOverASelectionChangeNothing() throws {
    var state = try Self.cart()
    _ = state.reduce(.editingBegan(at: ms(0)))
    let before = state
    let edit = TextReplacement(range: 0..<2, with: "abc")
    #expect(state.outcome(of: edit) == .rejected)
    #expect(state.reduce(.textReplaced(edit, at: ms(1))) == [.textRejected])
    #expect(state == before)
    // Enter afterwards commits nothing: the value stays 42.
    _ = state.reduce(.textSubmitted(at: ms(2)))
    #expect(state.value == 42 && state.displayText == "42")
  }

  @Test func aLongPasteOverASelectionChangesNothing() throws {
    var state = try Self.cart()
    let before = state
    let edit = TextReplacement(range: 0..<2, with: "12345678901234567890 apples, please")
    #expect(state.reduce(.textReplaced(edit, at: ms(0))) == [.textRejected])
    #expect(state == before && !state.isEditing)
  }

  @Test func anAcceptedReplacementGivesTextAndCaret() throws {
    var state = try Self.cart()
    // Full-width digits from an input method, typed over all of "42": kept as typed, caret
    // after them.
    let edit = TextReplacement(range: 0..<2, with: "１２３")
    #expect(state.outcome(of: edit) == .accepted(text: "１２３", caret: 3))
    // Typed over "4" alone, they would mix two numbering systems with the "2" left: refused.
    #expect(state.outcome(of: TextReplacement(range: 0..<1, with: "１２")) == .rejected)
    #expect(state.reduce(.textReplaced(edit, at: ms(0))) == [.editingBegan])
    #expect(state.editingText == "１２３")
    _ = state.reduce(.textSubmitted(at: ms(1)))
    #expect(state.value == 99)  // clamped to the maximum on commit
  }

  @Test func utf16RangesAreUIKitsShape() throws {
    let state = try StepperState(
      value: FixedDecimal(units: 15, scale: 1),
      configuration: StepperConfiguration(
        minimum: 0, maximum: 99, step: FixedDecimal(units: 1, scale: 1)))
    #expect(
      state.outcome(of: TextReplacement(range: 3..<3, with: "5", unit: .utf16)) == .rejected)
    #expect(
      state.outcome(of: TextReplacement(range: 0..<1, with: "2", unit: .utf16))
        == .accepted(text: "2.5", caret: 1))
    // A range past the end, or a negative one, is refused rather than trapping.
    #expect(state.outcome(of: TextReplacement(range: 2..<9, with: "", unit: .utf16)) == .rejected)
    #expect(state.outcome(of: TextReplacement(range: -1..<0, with: "1")) == .rejected)
  }

  @Test func aSurrogatePairCannotBeSplit() {
    let edit = TextReplacement(range: 1..<2, with: "", unit: .utf16)
    #expect(edit.applied(to: "😀1") == nil)
    #expect(TextReplacement(range: 0..<2, with: "", unit: .utf16).applied(to: "😀1") == "1")
  }

  @Test func aDisabledStepperRefusesEverything() throws {
    var state = try Self.cart()
    _ = state.reduce(.enabledChanged(false, at: ms(0)))
    #expect(state.outcome(of: TextReplacement(range: 0..<0, with: "1")) == .rejected)
  }

  /// Any replacement: refused ones leave the whole state as it was; accepted ones leave exactly
  /// the outcome's text in the field.
  @Test func refusedReplacementsNeverChangeTheState() async throws {
    let pieces = ["", "1", "９", "a", ".", "-", "12345678901234567890", " ", "٣", "0.5", "😀"]
    let base = try Self.cart()
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...99), Gen.int(in: 0...40).array(of: 1...12)
    ) { start, codes in
      var state = base
      _ = state.reduce(
        .valueSetProgrammatically(FixedDecimal(units: Int64(start), scale: 0), at: ms(0)))
      for code in codes {
        let text = state.editingText ?? state.displayText
        let length = text.unicodeScalars.count + 2
        let lower = code % length
        let upper = min(lower + code / 7 % 3, length)
        let edit = TextReplacement(range: lower..<upper, with: pieces[code % pieces.count])
        let before = state
        let outcome = state.outcome(of: edit)
        _ = state.reduce(.textReplaced(edit, at: ms(1)))
        switch outcome {
        case .rejected:
          #expect(state == before)
        case .accepted(let text, let caret):
          #expect(state.editingText == text)
          #expect(caret >= 0 && caret <= text.unicodeScalars.count)
        }
      }
    }
  }

  @Test func homeAndEndMoveTheCaretWhileEditingUnlessCommandIsHeld() throws {
    var state = try Self.cart()
    for key in StepperKey.allCases {
      #expect(state.claimsKey(key, commandModifier: false), "\(key) at rest")
    }
    _ = state.reduce(.textReplaced(TextReplacement(range: 0..<2, with: "7"), at: ms(0)))
    #expect(!state.claimsKey(.home, commandModifier: false))
    #expect(!state.claimsKey(.end, commandModifier: false))
    #expect(state.claimsKey(.end, commandModifier: true))
    #expect(state.claimsKey(.up, commandModifier: false))
    #expect(state.claimsKey(.pageDown, commandModifier: false))
  }
}
