import ControlKitTestSupport
import Testing

@testable import ControlKit

@Suite("Stepper appearance from state")
struct StepperAppearanceTests {
  @Test func atMinimumInCartModeTheDecrementIsHiddenAndDisabled() throws {
    let configuration = try StepperConfiguration(
      minimum: 0, maximum: 5, step: 1, hidesDecrementAtMinimum: true)
    let look = StepperState(value: 0, configuration: configuration).presentation()
    #expect(
      look
        == StepperPresentation(
          displayText: "0", isEnabled: true, isDecrementEnabled: false, isIncrementEnabled: true,
          isDecrementHidden: true, isEditing: false, shakeOffset: 0))
  }

  @Test func atMaximumWhileEditingShowsTheTypedTextAndTheShake() throws {
    var state = StepperState(
      value: 5, configuration: try StepperConfiguration(minimum: 0, maximum: 5, step: 1))
    _ = state.reduce(.editingBegan(at: ms(0)))
    _ = state.reduce(.textChanged("４", at: ms(0)))
    let look = state.presentation(shakeOffset: -3.5)
    #expect(look.displayText == "４")  // as typed, until the commit
    #expect(look.isEditing)
    // The buttons follow the typed 4 (a press commits it first), not the old 5: + is usable.
    #expect(look.isIncrementEnabled && look.isDecrementEnabled)
    #expect(look.shakeOffset == -3.5)
  }

  @Test func disabledStateDisablesBothButtons() {
    var state = StepperState(value: 3)
    _ = state.reduce(.enabledChanged(false, at: ms(0)))
    let look = state.presentation()
    #expect(!look.isEnabled && !look.showsDecrementEnabled)
  }
}
