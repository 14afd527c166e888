import ControlKit
import Testing

/// The configuration as an outside package writes it: only the public API, literals and ranges.
@Suite("StepperConfiguration ranges and copies")
struct StepperConfigurationRangeTests {
  /// The "done when": the articles' price bar written as SwiftUI writes it.
  @Test func priceBarFromARangeStepsNinetyEightTimesToNinePointNine() throws {
    let configuration = try StepperConfiguration(range: 0.1...9.9, step: 0.1)
    var state = StepperState(value: 0.1, configuration: configuration)
    for index in 0..<98 {
      _ = state.reduce(.keyPressed(.up, at: .milliseconds(Int64(index))))
    }
    #expect(state.displayText == "9.9")
    #expect(state.value == 9.9)
    let effects = state.reduce(.keyPressed(.up, at: .milliseconds(98)))
    #expect(effects.contains(.limitReached(.upper, feedback: .standard)))
    #expect(state.displayText == "9.9")
  }

  @Test func integerRangesConfigureWholeNumbers() throws {
    let quantity = try StepperConfiguration(range: 1...99)
    #expect(quantity.minimum == 1 && quantity.maximum == 99 && quantity.step == 1)
    #expect(quantity.fractionDigits == 0)
    let lower = 0
    let upper = 120
    let dozens = try StepperConfiguration(range: lower...upper, step: 12, label: "Eggs")
    #expect(dozens.step == 12 && dozens.range == 0...120 && dozens.label == "Eggs")
    #expect(throws: StepperConfigurationError.stepNotPositive(0)) {
      try StepperConfiguration(range: 0...10, step: 0)
    }
  }

  /// Fraction digits come from the finest of the bounds and the step, trailing zeros ignored.
  @Test func fractionDigitsComeFromTheFinestBoundOrStep() throws {
    #expect(try StepperConfiguration(range: 0.05...1, step: 0.1).fractionDigits == 2)
    #expect(try StepperConfiguration(range: 0...9.99, step: 0.1).fractionDigits == 2)
    #expect(try StepperConfiguration(range: 0.1...9.9, step: 1).fractionDigits == 1)
    let written = try #require(FixedDecimal("0.10"))
    let alike = try StepperConfiguration(range: written...9.90, step: written)
    #expect(alike == (try StepperConfiguration(range: 0.1...9.9, step: 0.1)))
    #expect(
      try StepperConfiguration(range: 0...10, step: 0.5, fractionDigits: 2).fractionDigits == 2)
  }

  @Test func typedErrorsAreKept() {
    #expect(throws: StepperConfigurationError.minimumGreaterThanMaximum(minimum: 5, maximum: 1)) {
      try StepperConfiguration(minimum: 5, maximum: 1)
    }
    #expect(
      throws: StepperConfigurationError.stepFinerThanFractionDigits(step: 0.05, fractionDigits: 1)
    ) {
      try StepperConfiguration(range: 0...1, step: 0.05, fractionDigits: 1)
    }
    #expect(
      throws: StepperConfigurationError.minimumNotRepresentable(0.05, fractionDigits: 1)
    ) {
      try StepperConfiguration(range: 0.05...1, step: 0.1, fractionDigits: 1)
    }
  }

  @Test func replacingOneFieldKeepsEveryOther() throws {
    let price = try StepperConfiguration(
      range: 0.1...9.9, step: 0.1, wraps: true, hidesDecrementAtMinimum: true,
      numberSymbols: NumberSymbols(decimalSeparator: ","), pageMultiplier: 3,
      limitFeedback: .haptic, label: "Price")
    let wider = try price.replacing(maximum: 19.9)
    #expect(wider.range == 0.1...19.9 && wider.step == 0.1 && wider.fractionDigits == 1)
    #expect(wider.wraps && wider.hidesDecrementAtMinimum && wider.displayDecimalSeparator == ",")
    #expect(wider.pageMultiplier == 3 && wider.limitFeedback == .haptic && wider.label == "Price")
    #expect(
      try price.replacing(label: "Unit price")
        == {
          var expected = price
          expected.label = "Unit price"
          return expected
        }())
    // A finer step raises the digits; explicit digits are kept across other changes.
    #expect(try price.replacing(step: 0.05).fractionDigits == 2)
    let threeDigits = try price.replacing(fractionDigits: 3)
    #expect(try threeDigits.replacing(maximum: 5).fractionDigits == 3)
    #expect(try price.replacing(numberSymbols: .plain).numberSymbols == .plain)
    #expect(try price.replacing(pageMultiplier: 5).pageMultiplier == 5)
    #expect(throws: StepperConfigurationError.minimumGreaterThanMaximum(minimum: 0.1, maximum: 0)) {
      try price.replacing(maximum: 0)
    }
  }

  /// Changing only the accessibility label keeps the value, the pending request and every
  /// effect away: nothing is re-clamped (rebuilding the configuration would reset it to 0…100).
  @Test func changingOnlyTheLabelDoesNotReclampTheValue() throws {
    let price = try StepperConfiguration(range: 0.1...9.9, step: 0.1)
    var state = StepperState(value: 7.5, configuration: price)
    // The app asked for 12.5 (clamped to 9.9); a later wider range would honour it.
    _ = state.reduce(.valueSetProgrammatically(12.5, at: .zero))
    #expect(state.value == 9.9)
    let effects = state.reduce(
      .configurationChanged(try state.configuration.replacing(label: "Price"), at: .zero))
    #expect(effects == [])
    #expect(state.value == 9.9 && state.configuration.label == "Price")
    _ = state.reduce(
      .configurationChanged(try state.configuration.replacing(maximum: 20), at: .zero))
    #expect(state.value == 12.5 && state.configuration.label == "Price")
  }
}
