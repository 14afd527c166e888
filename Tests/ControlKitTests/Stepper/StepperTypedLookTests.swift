import ControlKitTestSupport
import Testing

@testable import ControlKit

/// Issue 9, item 7: + stayed greyed from the old value while a lower number was typed.
@Suite("Stepper buttons follow the typed text")
struct StepperTypedLookTests {
  @Test func typingALowerNumberAtTheMaximumEnablesPlusAtOnce() throws {
    var state = StepperState(value: 10, configuration: try quantityConfiguration())
    #expect(!state.isIncrementEnabled)
    _ = state.reduce(.editingBegan(at: ms(0)))
    _ = state.reduce(.textChanged("5", at: ms(10)))
    #expect(state.value == 10 && state.steppingValue == 5)
    #expect(state.isIncrementEnabled && state.presentation().isIncrementEnabled)
    #expect(state.accessibilityElement().actions.contains(.increment))
    // The press steps from the typed 5: one change, 10 → 6 (issue 25).
    let effects = state.reduce(.incrementPressed(pointer: .mouse, at: ms(20)))
    #expect(changes(effects) == [6])
  }

  @Test func typingAHigherNumberAtTheMinimumEnablesMinus() throws {
    var state = StepperState(value: 0, configuration: try quantityConfiguration())
    #expect(!state.isDecrementEnabled)
    _ = state.reduce(.editingBegan(at: ms(0)))
    _ = state.reduce(.textChanged("3", at: ms(10)))
    #expect(state.isDecrementEnabled)
    // A number typed above the maximum is where a step would start: + greys out while typing.
    _ = state.reduce(.textChanged("30", at: ms(20)))
    #expect(state.steppingValue == 30 && !state.isIncrementEnabled)
  }

  @Test func emptyTextCommitsToTheMinimumAndCommittedTextChangesNothing() throws {
    var state = StepperState(value: 4, configuration: try quantityConfiguration())
    _ = state.reduce(.editingBegan(at: ms(0)))
    #expect(state.steppingValue == 4)  // nothing typed yet
    _ = state.reduce(.textChanged("", at: ms(10)))
    #expect(state.steppingValue == 0 && !state.isDecrementEnabled)
    _ = state.reduce(.textSubmitted(at: ms(20)))
    #expect(state.value == 0 && state.steppingValue == 0)
  }
}
