import ControlKitTestSupport
import Testing

@testable import ControlKit

@Suite("Stepper keys, wheel, text, presentation")
struct StepperInputTests {
  @Test func keysStepPageAndJump() throws {
    var state = StepperState(value: 50, configuration: StepperConfiguration.default)
    let table: [(StepperKey, FixedDecimal)] = [
      (.up, 51), (.down, 50), (.pageUp, 60), (.pageDown, 50), (.end, 100), (.home, 0),
    ]
    for (key, expected) in table {
      let old = state.value
      let effects = state.reduce(.keyPressed(key, at: ms(0)))
      #expect(
        effects == [
          .valueChanged(old: old, new: expected, source: .keyboard),
          .interactionEnded(value: expected),
        ])
      expectState(state, value: expected)
    }
    #expect(
      state.reduce(.keyPressed(.down, at: ms(0)))
        == [
          .limitReached(.lower, feedback: .standard), .announce(.limitReached(.lower)),
          .interactionEnded(value: 0),
        ])
    #expect(state.reduce(.keyPressed(.home, at: ms(0))) == [.interactionEnded(value: 0)])
  }

  @Test func wheelStepsByNotchesAndClampsOvershoot() throws {
    var state = StepperState(value: 7, configuration: try quantityConfiguration())
    #expect(
      state.reduce(.scrolled(steps: 2, at: ms(0)))
        == [.valueChanged(old: 7, new: 9, source: .wheel), .interactionEnded(value: 9)])
    #expect(
      state.reduce(.scrolled(steps: 5, at: ms(1)))  // overshoot clamps
        == [.valueChanged(old: 9, new: 10, source: .wheel), .interactionEnded(value: 10)])
    #expect(
      state.reduce(.scrolled(steps: 1, at: ms(2)))
        == [
          .limitReached(.upper, feedback: .standard), .announce(.limitReached(.upper)),
          .interactionEnded(value: 10),
        ])
    #expect(state.reduce(.scrolled(steps: 0, at: ms(3))) == [])
    #expect(
      state.reduce(.scrolled(steps: .min, at: ms(4)))
        == [.valueChanged(old: 10, new: 0, source: .wheel), .interactionEnded(value: 0)])
    expectState(state, value: 0)
    _ = state.reduce(.enabledChanged(false, at: ms(4)))
    #expect(state.reduce(.scrolled(steps: 1, at: ms(5))) == [])
  }

  @Test func offGridValuesStepOntoTheGrid() throws {
    // Grid 0, 3, 6, 9 with an off-grid maximum 10.
    let configuration = try StepperConfiguration(minimum: 0, maximum: 10, step: 3)
    var state = StepperState(value: 4, configuration: configuration)
    _ = state.reduce(.keyPressed(.up, at: ms(0)))
    #expect(state.value == 6)
    _ = state.reduce(.valueSetProgrammatically(4, at: ms(0)))
    _ = state.reduce(.keyPressed(.down, at: ms(0)))
    #expect(state.value == 3)
    _ = state.reduce(.valueSetProgrammatically(9, at: ms(0)))
    _ = state.reduce(.keyPressed(.up, at: ms(0)))
    #expect(state.value == 10)  // overshoot clamps to the maximum
    _ = state.reduce(.keyPressed(.down, at: ms(0)))
    #expect(state.value == 9)
  }

  @Test func wrapOnlyFromTheLimitLikeUIStepper() throws {
    var state = StepperState(
      value: 9, configuration: try StepperConfiguration(maximum: 10, step: 3, wraps: true))
    _ = state.reduce(.keyPressed(.up, at: ms(0)))
    #expect(state.value == 10)
    _ = state.reduce(.keyPressed(.up, at: ms(0)))
    #expect(state.value == 0)
    _ = state.reduce(.keyPressed(.down, at: ms(0)))
    #expect(state.value == 10)
  }

  @Test func typingKeepsTheTextAndRejectsWholeEdits() throws {
    var state = StepperState(value: dec("0.5"), configuration: try priceConfiguration())
    #expect(state.reduce(.editingBegan(at: ms(0))) == [.editingBegan])
    expectState(state, value: dec("0.5"), editingText: "0.5")
    #expect(state.reduce(.textChanged("３.２", at: ms(0))) == [])
    expectState(state, value: dec("0.5"), editingText: "３.２")
    #expect(state.reduce(.textChanged("３.２abc", at: ms(0))) == [.textRejected])
    expectState(state, value: dec("0.5"), editingText: "３.２")
    let committed = state.reduce(.editingEnded(at: ms(0)))
    #expect(
      committed == [
        .valueChanged(old: dec("0.5"), new: dec("3.2"), source: .text), .editingEnded,
        .interactionEnded(value: dec("3.2")),
      ])
    expectState(state, value: dec("3.2"))
  }

  /// Rows of typed text, the committed value, and the extra effects after valueChanged.
  static let commitTable: [(String, String, [StepperEffect])] = [
    ("", "0.1", []),
    ("0", "0.1", [.announce(.valueAdjusted(FixedDecimal(units: 1, scale: 1)))]),
    ("5.5", "5.5", []),
    ("12", "9.9", [.limitReached(.upper, feedback: .standard), .announce(.limitReached(.upper))]),
    (
      "999999999", "9.9",
      [.limitReached(.upper, feedback: .standard), .announce(.limitReached(.upper))]
    ),
    (".", "0.1", []),
    ("9.9", "9.9", []),
  ]

  @Test(arguments: commitTable)
  func commitRulesFromTheArticle(typed: String, expected: String, extra: [StepperEffect]) throws {
    var state = StepperState(value: dec("1.0"), configuration: try priceConfiguration())
    _ = state.reduce(.textChanged(typed, at: ms(0)))
    let effects = state.reduce(.textSubmitted(at: ms(0)))
    let target = dec(expected)
    var expectedEffects: [StepperEffect] = []
    if target != dec("1.0") {
      expectedEffects.append(.valueChanged(old: dec("1.0"), new: target, source: .text))
    }
    expectedEffects += extra + [.interactionEnded(value: target)]
    #expect(effects == expectedEffects)
    expectState(state, value: target, editingText: state.formattedValue)
  }

  @Test func hugeNumbersClampInsteadOfTrapping() throws {
    let configuration = try StepperConfiguration(
      minimum: -5, maximum: .greatest(scale: 0), maximumInputLength: 50)
    var state = StepperState(configuration: configuration)
    _ = state.reduce(.textChanged(String(repeating: "9", count: 40), at: ms(0)))
    _ = state.reduce(.editingEnded(at: ms(0)))
    #expect(state.value == .greatest(scale: 0))
    _ = state.reduce(.textChanged("-" + String(repeating: "9", count: 40), at: ms(0)))
    _ = state.reduce(.editingEnded(at: ms(0)))
    #expect(state.value == -5)
  }

  @Test(arguments: [(false, "2.3"), (true, "2.5")])
  func snapToStepIsRelativeToTheMinimum(snaps: Bool, expected: String) throws {
    let configuration = try StepperConfiguration(
      minimum: dec("0.5"), maximum: 10, step: dec("1.0"), snapsTypedValueToStep: snaps)
    var state = StepperState(configuration: configuration)
    _ = state.reduce(.textChanged("2.3", at: ms(0)))
    _ = state.reduce(.editingEnded(at: ms(0)))
    #expect(state.value == dec(expected))
    _ = state.reduce(.textChanged("9.9", at: ms(0)))
    _ = state.reduce(.editingEnded(at: ms(0)))
    #expect(state.value == (snaps ? dec("9.5") : dec("9.9")))  // largest grid value within max
  }

  @Test func focusWithoutTypingCommitsNothing() throws {
    var state = StepperState(value: 3, configuration: try quantityConfiguration())
    _ = state.reduce(.editingBegan(at: ms(0)))
    #expect(state.reduce(.editingEnded(at: ms(0))) == [.editingEnded])
    expectState(state, value: 3)
  }

  @Test func buttonPressEndsTypingAndStepsFromTheTypedNumber() throws {
    var state = StepperState(value: 3, configuration: try quantityConfiguration())
    _ = state.reduce(.textChanged("7", at: ms(0)))
    let effects = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))
    // One interaction: one change 3 → 8, its end comes with the release (issue 25).
    #expect(
      effects == [
        .editingEnded, .valueChanged(old: 3, new: 8, source: .button), .scheduleTimer(at: ms(400)),
      ])
  }

  @Test func keyWhileEditingCommitsAndKeepsEditing() throws {
    var state = StepperState(value: 3, configuration: try quantityConfiguration())
    _ = state.reduce(.textChanged("7", at: ms(0)))
    _ = state.reduce(.keyPressed(.up, at: ms(0)))
    expectState(state, value: 8, editingText: "8")
  }

  @Test func presentationFollowsLimitsCartModeAndEnabled() throws {
    var state = StepperState(
      value: 0, configuration: try quantityConfiguration(hidesDecrementAtMinimum: true))
    #expect(state.displayText == "0")
    #expect(state.isIncrementEnabled && !state.isDecrementEnabled && state.isDecrementHidden)
    _ = state.reduce(.keyPressed(.up, at: ms(0)))
    #expect(state.isIncrementEnabled && state.isDecrementEnabled && !state.isDecrementHidden)
    _ = state.reduce(.keyPressed(.end, at: ms(0)))
    #expect(!state.isIncrementEnabled && state.isDecrementEnabled)
    _ = state.reduce(.enabledChanged(false, at: ms(0)))
    #expect(!state.isIncrementEnabled && !state.isDecrementEnabled && !state.isEnabled)
    var wrapping = StepperState(value: 10, configuration: try quantityConfiguration(wraps: true))
    #expect(wrapping.isIncrementEnabled && wrapping.isDecrementEnabled)
    _ = wrapping.reduce(.keyPressed(.home, at: ms(0)))
    #expect(wrapping.isDecrementEnabled)
  }

  @Test func displayTextHasExactlyTheFractionDigits() throws {
    let configuration = try StepperConfiguration(
      minimum: -10, maximum: 10, step: dec("0.25"),
      numberSymbols: NumberSymbols(decimalSeparator: ","))
    var state = StepperState(value: dec("-0.5"), configuration: configuration)
    #expect(state.displayText == "-0,50")
    #expect(state.accessibilityValueText == "\u{2212}0,50")
    _ = state.reduce(.valueSetProgrammatically(dec("1.999"), at: ms(0)))
    #expect(state.displayText == "2,00")
  }

  @Test func accessibilityElementHonoursLimits() throws {
    var state = StepperState(value: 10, configuration: try quantityConfiguration())
    let element = state.accessibilityElement(label: "Quantity")
    #expect(element.role == .spinButton && element.label == "Quantity" && element.value == "10")
    #expect(element.actions == [.decrement])
    #expect(element.range == 0...10 && element.numericValue == 10)
    #expect(element.hint == StepperState.defaultAccessibilityHint)
    let effects = state.reduce(.accessibilityIncremented(at: ms(0)))
    #expect(
      effects == [
        .limitReached(.upper, feedback: .standard), .announce(.limitReached(.upper)),
        .interactionEnded(value: 10),
      ])
    #expect(
      state.reduce(.accessibilityDecremented(at: ms(0)))
        == [.valueChanged(old: 10, new: 9, source: .accessibility), .interactionEnded(value: 9)])
    #expect(state.accessibilityElement().actions == [.increment, .decrement])
    _ = state.reduce(.enabledChanged(false, at: ms(0)))
    #expect(state.reduce(.accessibilityDecremented(at: ms(0))) == [])
    #expect(!state.accessibilityElement().isEnabled && state.accessibilityElement().actions.isEmpty)
  }

  @Test func disablingWhileEditingCommitsAndEnds() throws {
    var state = StepperState(value: 3, configuration: try quantityConfiguration())
    _ = state.reduce(.textChanged("6", at: ms(0)))
    let effects = state.reduce(.enabledChanged(false, at: ms(0)))
    #expect(
      effects == [
        .valueChanged(old: 3, new: 6, source: .text), .editingEnded, .interactionEnded(value: 6),
      ])
    expectState(state, value: 6, isEnabled: false)
    #expect(state.reduce(.textChanged("1", at: ms(0))) == [])
    #expect(state.reduce(.enabledChanged(false, at: ms(0))) == [])
  }

  @Test func programmaticValueFollowsInTheFieldUntilTheUserTypes() throws {
    var state = StepperState(value: 3, configuration: try quantityConfiguration())
    _ = state.reduce(.editingBegan(at: ms(0)))
    #expect(
      state.reduce(.valueSetProgrammatically(20, at: ms(0))) == [
        .valueChanged(old: 3, new: 10, source: .programmatic)
      ])
    expectState(state, value: 10, editingText: "10")
    _ = state.reduce(.textChanged("4", at: ms(0)))
    _ = state.reduce(.valueSetProgrammatically(2, at: ms(0)))
    expectState(state, value: 2, editingText: "4")
  }
}
