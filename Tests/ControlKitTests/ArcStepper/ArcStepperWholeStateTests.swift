import ControlKitTestSupport
import Testing

@testable import ControlKit

/// The arc stepper, asserted as TCA's `TestStore` does: after each event, the exact effects and
/// the whole state.
@Suite("ArcStepper whole-state transitions")
struct ArcStepperWholeStateTests {
  @Test func keysStepAnimatedAndTheFrameAtTheEndFinishesTheAnimation() {
    var arc = ArcFixture.state()
    #expect(arc.currentStep == 5)
    // The article's animation: a full sweep takes 2 s, eased in and out.
    let up = ArcAnimation(
      from: 0.5, to: 0.6, start: ms(0), durationPerFullSweep: .seconds(2), easing: .easeInOut)
    expectTransition(
      &arc, .keyPressed(.up, at: ms(0)),
      effects: [
        .valueChanged(old: 5, new: 6, source: .keyboard), .animationStarted(up),
        .interactionEnded(value: 6),
      ]
    ) {
      $0.currentStep = 6
      $0.animation = up
    }
    expectTransition(&arc, .frameShown(at: up.end), effects: [.animationCompleted(.finished)]) {
      $0.animation = nil
    }
    // Focus is state too, and changes nothing else.
    expectTransition(&arc, .focusChanged(true, at: ms(900)), effects: []) {
      $0.isFocused = true
    }
  }
}
