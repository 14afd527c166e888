import ControlKitTestSupport
import Testing

@testable import ControlKit

/// The stepper, asserted as TCA's `TestStore` does: after each event, the exact effects and the
/// whole state (hold, timer, editing text, shake: nothing may move unnamed).
@Suite("Stepper whole-state transitions")
struct StepperWholeStateTests {
  @Test func aHoldStepsRepeatsAndEndsAtTheLimitWithAShake() throws {
    var state = StepperState(value: 8, configuration: try quantityConfiguration())
    expectTransition(
      &state, .incrementPressed(pointer: .mouse, at: ms(0)),
      effects: [.valueChanged(old: 8, new: 9, source: .button), .scheduleTimer(at: ms(400))]
    ) {
      $0.value = 9
      // The user took over: a later configuration change re-clamps 9, not the app's 8.
      $0.requestedValue = nil
      $0.hold = StepperHold(direction: .increment, pointer: .mouse, deadline: ms(400))
    }
    expectTransition(
      &state, .repeatTimerFired(at: ms(400)),
      effects: [.valueChanged(old: 9, new: 10, source: .repeat), .cancelTimer]
    ) {
      $0.value = 10
      $0.hold = StepperHold(direction: .increment, pointer: .mouse, repeatCount: 1)
    }
    expectTransition(
      &state, .released(inside: true, at: ms(500)), effects: [.interactionEnded(value: 10)]
    ) {
      $0.hold = nil
    }
    // Pressing + at the limit: no change, the limit is reported and the shake starts; the
    // press is a hold like any other and ends at its release.
    expectTransition(
      &state, .incrementPressed(pointer: .mouse, at: ms(600)),
      effects: [.limitReached(.upper, feedback: .standard), .announce(.limitReached(.upper))]
    ) {
      $0.hold = StepperHold(direction: .increment, pointer: .mouse)
      $0.shakeStartedAt = ms(600)
    }
  }
}
