import ControlKitTestSupport
import Testing

@testable import ControlKit

@Suite("StepperConfiguration")
struct StepperConfigurationTests {
  @Test func fractionDigitsComeFromTheStep() throws {
    #expect(try priceConfiguration().fractionDigits == 1)
    // Trailing zeros do not count: 0.10 is 0.1 (ask for `fractionDigits: 2` to show 9.90).
    #expect(try StepperConfiguration(maximum: 10, step: dec("0.10")).fractionDigits == 1)
    #expect(try StepperConfiguration(step: 5).fractionDigits == 0)
    let explicit = try StepperConfiguration(
      minimum: dec("0.1"), step: dec("0.5"), fractionDigits: 3)
    #expect(explicit.minimum.scale == 3 && explicit.step.scale == 3 && explicit.maximum.scale == 3)
  }

  @Test func defaultsMatchTheArticleAndReactAria() {
    let configuration = StepperConfiguration.default
    #expect(configuration.minimum == 0 && configuration.maximum == 100 && configuration.step == 1)
    #expect(configuration.maximumInputLength == 9)
    #expect(configuration.pageMultiplier == 10)
    let policy = configuration.repeatPolicy
    #expect(policy.initialDelay(for: .mouse) == .milliseconds(400))
    #expect(policy.initialDelay(for: .touch) == .milliseconds(600))
    #expect(policy.initialDelay(for: .keyboard) == nil)
    #expect(policy.interval == .milliseconds(150))
    #expect(
      policy.acceleration == StepperAcceleration(afterRepeats: 10, interval: .milliseconds(50)))
  }

  @Test func errorsNameTheFieldAndValues() {
    func message(_ build: () throws -> StepperConfiguration) -> String {
      do {
        _ = try build()
        return "no error"
      } catch let error as StepperConfigurationError {
        return error.description
      } catch {
        return "untyped error"
      }
    }
    #expect(
      message { try StepperConfiguration(step: -1) } == "step must be greater than 0 (got -1)")
    #expect(message { try StepperConfiguration(step: 0) } == "step must be greater than 0 (got 0)")
    #expect(
      message { try StepperConfiguration(minimum: 5, maximum: 1) }
        == "minimum must not be greater than maximum (got minimum 5, maximum 1)")
    #expect(
      message { try StepperConfiguration(step: dec("0.05"), fractionDigits: 1) }
        == "step must not be finer than fractionDigits allows (got step 0.05, fractionDigits 1)")
    #expect(
      message {
        try StepperConfiguration(minimum: dec("0.05"), step: dec("0.1"), fractionDigits: 1)
      }
        == "minimum must be representable with fractionDigits 1 (got 0.05)")
    #expect(
      message {
        try StepperConfiguration(maximum: dec("9.99"), step: dec("0.1"), fractionDigits: 1)
      }
        == "maximum must be representable with fractionDigits 1 (got 9.99)")
    #expect(
      message { try StepperConfiguration(maximum: .greatest(scale: 0), step: dec("0.1")) }
        == "maximum must be representable with fractionDigits 1 (got 9223372036854775807)")
    #expect(
      message { try StepperConfiguration(fractionDigits: 19) }
        == "fractionDigits must be between 0 and 18 (got 19)")
    #expect(
      message { try StepperConfiguration(maximumInputLength: 0) }
        == "maximumInputLength must be at least 1 (got 0)")
    #expect(
      message { try StepperConfiguration(pageMultiplier: 0) }
        == "pageMultiplier must be at least 1 (got 0)")
  }

  /// Every rejection, with the exact message: each names the field and the offending values.
  static let rejections: [(String, @Sendable () throws -> StepperConfiguration)] = [
    (
      "step must be representable with fractionDigits 1 (got 9223372036854775807)",
      { try StepperConfiguration(step: .greatest(scale: 0), fractionDigits: 1) }
    ),
    (
      "repeatPolicy.mouseInitialDelay is out of range (got -0.001 seconds)",
      {
        try StepperConfiguration(
          repeatPolicy: StepperRepeatPolicy(mouseInitialDelay: .milliseconds(-1)))
      }
    ),
    (
      "repeatPolicy.touchInitialDelay is out of range (got -0.001 seconds)",
      {
        try StepperConfiguration(
          repeatPolicy: StepperRepeatPolicy(touchInitialDelay: .milliseconds(-1)))
      }
    ),
    (
      "repeatPolicy.interval is out of range (got 0.0 seconds)",
      { try StepperConfiguration(repeatPolicy: StepperRepeatPolicy(interval: .zero)) }
    ),
    (
      "repeatPolicy.acceleration.interval is out of range (got 0.0 seconds)",
      {
        try StepperConfiguration(
          repeatPolicy: StepperRepeatPolicy(acceleration: StepperAcceleration(interval: .zero)))
      }
    ),
    (
      "repeatPolicy.acceleration needs afterRepeats >= 0 and stepMultiplier >= 1 (got afterRepeats 10, stepMultiplier 0)",
      {
        try StepperConfiguration(
          repeatPolicy: StepperRepeatPolicy(acceleration: StepperAcceleration(stepMultiplier: 0)))
      }
    ),
    (
      "repeatPolicy.acceleration needs afterRepeats >= 0 and stepMultiplier >= 1 (got afterRepeats -1, stepMultiplier 1)",
      {
        try StepperConfiguration(
          repeatPolicy: StepperRepeatPolicy(acceleration: StepperAcceleration(afterRepeats: -1)))
      }
    ),
  ]

  @Test(arguments: 0..<rejections.count)
  func everyRejectionNamesTheFieldAndValues(row: Int) {
    let (expected, build) = Self.rejections[row]
    #expect(throws: StepperConfigurationError.self) { try build() }
    do {
      _ = try build()
    } catch let error as StepperConfigurationError {
      #expect(error.description == expected)
    } catch {
      Issue.record("untyped error \(error)")
    }
  }

  /// Separators that are neither digits, signs nor spaces are accepted, '.' included (a locale
  /// whose separator is '.' passes it through unchanged).
  @Test(arguments: [",", ".", "٫", "'", "·"] as [Character])
  func usableSeparatorsAreAccepted(separator: Character) throws {
    let configuration = try StepperConfiguration(
      maximum: 10, step: dec("0.5"), numberSymbols: NumberSymbols(decimalSeparator: separator))
    #expect(
      StepperTextParser.filter("2\(separator)5", configuration: configuration)
        == "2\(separator)5")
  }

  @Test func fullInt64RangeIsAccepted() throws {
    let configuration = try StepperConfiguration(
      minimum: .least(scale: 0), maximum: .greatest(scale: 0))
    var state = StepperState(value: .greatest(scale: 0), configuration: configuration)
    let effects = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))
    #expect(state.value == .greatest(scale: 0))
    #expect(effects.contains(.limitReached(.upper, feedback: .standard)))
    _ = state.reduce(.released(inside: true, at: ms(1)))
    _ = state.reduce(.keyPressed(.home, at: ms(2)))
    #expect(state.value == .least(scale: 0))
    _ = state.reduce(.keyPressed(.pageUp, at: ms(3)))
    #expect(state.value == FixedDecimal(units: .min + 10, scale: 0))
  }

  @Test func setupOrderNeverChangesTheOutcome() throws {
    let wide = try StepperConfiguration(minimum: 10, maximum: 200, step: 5)
    // Value first (with the default 0...100 range), then the configuration.
    var valueFirst = StepperState()
    _ = valueFirst.reduce(.valueSetProgrammatically(150, at: ms(0)))
    #expect(valueFirst.value == 100)
    _ = valueFirst.reduce(.configurationChanged(wide, at: ms(0)))
    // Configuration first, then the value.
    var configurationFirst = StepperState()
    _ = configurationFirst.reduce(.configurationChanged(wide, at: ms(0)))
    _ = configurationFirst.reduce(.valueSetProgrammatically(150, at: ms(0)))
    #expect(valueFirst == configurationFirst)
    #expect(valueFirst.value == 150)
    // Initialiser and events agree too.
    #expect(StepperState(value: 150, configuration: wide) == configurationFirst)
    // A value below a later minimum is clamped up in both orders (PPNumberButton's minValue bug).
    var a = StepperState()
    _ = a.reduce(.valueSetProgrammatically(3, at: ms(0)))
    _ = a.reduce(.configurationChanged(wide, at: ms(0)))
    var b = StepperState(configuration: wide)
    _ = b.reduce(.valueSetProgrammatically(3, at: ms(0)))
    #expect(a == b && a.value == 10)
  }

  @Test func configurationChangeReclampsAndReportsProgrammaticChange() throws {
    var state = StepperState(value: 8, configuration: try quantityConfiguration())
    _ = state.reduce(.keyPressed(.up, at: ms(0)))  // user change: 9
    let effects = state.reduce(
      .configurationChanged(try StepperConfiguration(maximum: 5), at: ms(0)))
    #expect(effects == [.valueChanged(old: 9, new: 5, source: .programmatic)])
    expectState(state, value: 5)
    // The user's value is not resurrected by widening again.
    #expect(state.reduce(.configurationChanged(try quantityConfiguration(), at: ms(0))) == [])
    #expect(state.value == 5)
    // Changing fraction digits rescales the stored value.
    _ = state.reduce(
      .configurationChanged(try StepperConfiguration(maximum: 10, step: dec("0.25")), at: ms(0)))
    #expect(state.value.scale == 2 && state.formattedValue == "5.00")
  }

  @Test func replacingBoundsKeepsEveryOtherField() throws {
    let cart = try StepperConfiguration(
      maximum: 5, wraps: true, hidesDecrementAtMinimum: true,
      numberSymbols: NumberSymbols(decimalSeparator: ","),
      pageMultiplier: 3, limitFeedback: .haptic, label: "Quantity")
    let price = try cart.replacingBounds(minimum: dec("0.1"), maximum: dec("9.9"), step: dec("0.1"))
    #expect(price.minimum == dec("0.1") && price.maximum == dec("9.9") && price.step == dec("0.1"))
    #expect(price.fractionDigits == 1)
    #expect(price.wraps && price.hidesDecrementAtMinimum && price.displayDecimalSeparator == ",")
    #expect(
      price.pageMultiplier == 3 && price.limitFeedback == .haptic && price.label == "Quantity")
    #expect(throws: StepperConfigurationError.minimumGreaterThanMaximum(minimum: 200, maximum: 100))
    {
      try cart.replacingBounds(minimum: 200, maximum: 100, step: 1)
    }
  }
}
