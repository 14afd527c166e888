import ControlKitTestSupport
import PropertyBased
import Testing

@testable import ControlKit

/// A percent (or per mille) stepper: the value is shown and typed multiplied, as
/// `NumberFormatter.multiplier` and SwiftUI's `.percent` write it (issue 45: one percent
/// behaviour on both Apple front-ends, taken from the core).
@Suite("Number symbols: a multiplier (percent)")
struct NumberSymbolsMultiplierTests {
  /// German percent symbols: "25 %" for 0.25.
  static let germanPercent =
    (try? NumberSymbols(
      decimalSeparator: ",", groupingSeparator: ".", suffix: "\u{00A0}%", multiplier: 100))
    ?? .plain

  /// A 0…1 stepper of `fractionDigits` digits under `symbols`.
  static func configuration(
    fractionDigits: Int = 2, minimum: FixedDecimal = 0, symbols: NumberSymbols = germanPercent
  ) throws -> StepperConfiguration {
    try StepperConfiguration(
      minimum: minimum, maximum: 100, step: FixedDecimal(units: 1, scale: UInt8(fractionDigits)),
      fractionDigits: fractionDigits, numberSymbols: symbols)
  }

  @Test("the value is shown multiplied, keeping its own precision")
  func display() throws {
    let rows: [(FixedDecimal, String)] = [
      (dec("0.25"), "25\u{00A0}%"),
      (dec("0.5"), "50\u{00A0}%"),
      (dec("0.255"), "25,5\u{00A0}%"),
      (dec("0.2"), "20\u{00A0}%"),
      (dec("1"), "100\u{00A0}%"),
      (dec("0"), "0\u{00A0}%"),
      (dec("25"), "2.500\u{00A0}%"),
      (dec("-0.05"), "-5\u{00A0}%"),
      (dec("0.001"), "0,1\u{00A0}%"),
    ]
    for (value, text) in rows {
      #expect(value.formatted(with: Self.germanPercent) == text, "\(value)")
    }
    #expect(dec("-0.05").accessibilityText(with: Self.germanPercent) == "\u{2212}5\u{00A0}%")
  }

  @Test("typed text is divided back, with or without the percent sign")
  func parse() throws {
    let two = try Self.configuration(fractionDigits: 2)
    #expect(StepperTextParser.parse("25", configuration: two) == .number(dec("0.25")))
    #expect(StepperTextParser.parse("25 %", configuration: two) == .number(dec("0.25")))
    #expect(StepperTextParser.parse("25\u{00A0}%", configuration: two) == .number(dec("0.25")))
    // No fraction is shown at 2 digits, so none is typed.
    #expect(StepperTextParser.parse("25,5", configuration: two) == .invalid)
    #expect(StepperTextParser.filter("25,", configuration: two) == nil)
    let three = try Self.configuration(fractionDigits: 3)
    #expect(StepperTextParser.parse("25,5", configuration: three) == .number(dec("0.255")))
    #expect(StepperTextParser.parse("1.000", configuration: three) == .number(dec("10.000")))
    // A value coarser than the percent rounds half away from zero to its own digits.
    let one = try Self.configuration(fractionDigits: 1, minimum: -100)
    #expect(StepperTextParser.parse("37", configuration: one) == .number(dec("0.4")))
    #expect(StepperTextParser.parse("34", configuration: one) == .number(dec("0.3")))
    #expect(StepperTextParser.parse("-35", configuration: one) == .number(dec("-0.4")))
  }

  /// The stepper fuzzer's finding: a whole-number value near `Int64.max` shows as a percent with
  /// more digits than 64 bits hold ("922337203685477580700 %"), and must still read back.
  @Test("every value of the widest range reads back from its percent")
  func theWidestRangeReadsBack() throws {
    let symbols = try NumberSymbols(suffix: " %", multiplier: 100)
    let configuration = try StepperConfiguration(
      minimum: FixedDecimal(Int64.min), maximum: FixedDecimal(Int64.max), step: 1,
      maximumInputLength: 40, numberSymbols: symbols)
    for units in [Int64.max, Int64.min, Int64.max - 1, 0, 1, -1, 92_233_720_368_547_758] {
      let value = FixedDecimal(units: units, scale: 0)
      let text = value.formatted(with: symbols)
      #expect(
        StepperTextParser.parse(text, configuration: configuration) == .number(value), "\(text)")
    }
    #expect(FixedDecimal(Int64.max).formatted(with: symbols) == "922337203685477580700 %")
    // Beyond it, an overflow, not a trap.
    #expect(
      StepperTextParser.parse("922337203685477580800 %", configuration: configuration)
        == .overflow(negative: false))
    #expect(
      StepperTextParser.parse(String(repeating: "9", count: 45), configuration: configuration)
        == .overflow(negative: false))
  }

  @Test("the keypad follows what is typed: a whole percent needs no decimal key")
  func keypad() throws {
    #expect(try Self.configuration(fractionDigits: 2).keypad == .number)
    #expect(try Self.configuration(fractionDigits: 3).keypad == .decimal)
    #expect(try Self.configuration(fractionDigits: 2, minimum: -1).keypad == .signed)
  }

  @Test("a stepper shows, edits and commits the percent")
  func stepperRoundTrip() throws {
    var state = StepperState(value: dec("0.25"), configuration: try Self.configuration())
    #expect(state.displayText == "25\u{00A0}%")
    _ = state.reduce(.keyPressed(.up, at: ms(0)))
    #expect(state.displayText == "26\u{00A0}%")
    _ = state.reduce(.textChanged("40", at: ms(1)))
    _ = state.reduce(.editingEnded(at: ms(2)))
    #expect(state.value == dec("0.40"))
    #expect(state.displayText == "40\u{00A0}%")
  }

  @Test("counts and steps are written without the multiplier")
  func integerTextIgnoresTheMultiplier() {
    #expect(Self.germanPercent.integerText(3) == "3")
    #expect(Self.germanPercent.withoutAffixes.multiplier == 1)
  }

  @Test("a multiplier that is not a power of ten is refused, naming it")
  func refused() {
    for bad in [0, -100, 3, 50, 110] {
      #expect(throws: NumberSymbolsError.invalidMultiplier(bad)) {
        try NumberSymbols(multiplier: bad)
      }
    }
    #expect(
      NumberSymbolsError.invalidMultiplier(50).description
        == "multiplier must be a power of ten from 1 to 10^18, such as 100 for a percent (got 50)")
    for good in [1, 10, 100, 1000, 1_000_000_000_000_000_000] {
      #expect((try? NumberSymbols(multiplier: good))?.multiplier == good)
    }
  }

  @Test("every value reads back to itself under a multiplier", arguments: [100, 1000])
  func roundTripProperty(multiplier: Int) async throws {
    let symbols = try NumberSymbols(
      decimalSeparator: ",", groupingSeparator: ".", suffix: " %", multiplier: multiplier)
    let configuration = try StepperConfiguration(
      minimum: -1_000_000, maximum: 1_000_000, step: dec("0.0001"), fractionDigits: 4,
      maximumInputLength: 18, numberSymbols: symbols)
    await propertyCheck(input: Gen.int(in: -10_000_000_000...10_000_000_000)) { units in
      let value = FixedDecimal(units: Int64(units), scale: 4)
      let text = value.formatted(with: symbols)
      #expect(
        StepperTextParser.parse(text, configuration: configuration) == .number(value), "\(text)")
    }
  }
}
