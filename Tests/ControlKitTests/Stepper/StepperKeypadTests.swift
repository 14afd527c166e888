import ControlKit
import Testing

/// The keyboard a stepper's field asks for (issue 45): a range below zero needs a minus key,
/// which neither iPhone's number pad nor its decimal pad has.
@Suite("Stepper keypad")
struct StepperKeypadTests {
  /// Rows: minimum, maximum, step, the keypad.
  static let table: [(FixedDecimal, FixedDecimal, FixedDecimal, StepperKeypad)] = [
    (1, 99, 1, .number),
    (0, 10, 1, .number),
    (0, 10, 0.5, .decimal),
    (0.1, 9.9, 0.1, .decimal),
    (-20, 40, 1, .signed),
    (-1, 0, 0.25, .signed),
    (-10, -1, 1, .signed),
  ]

  @Test(arguments: table)
  func theKeypadHasTheKeysTheRangeNeeds(
    minimum: FixedDecimal, maximum: FixedDecimal, step: FixedDecimal, keypad: StepperKeypad
  ) throws {
    let configuration = try StepperConfiguration(minimum: minimum, maximum: maximum, step: step)
    #expect(configuration.keypad == keypad)
  }

  /// Fraction digits asked for explicitly count, as the field then types a separator.
  @Test func explicitFractionDigitsAskForTheDecimalPad() throws {
    let whole = try StepperConfiguration(minimum: 0, maximum: 10, step: 1, fractionDigits: 2)
    #expect(whole.keypad == .decimal)
  }

  /// Only the keyboard with punctuation has a Return key; the pads get a Done key instead.
  @Test func onlyTheSignedKeyboardHasAReturnKey() {
    #expect(StepperKeypad.allCases.filter(\.hasReturnKey) == [.signed])
  }
}
