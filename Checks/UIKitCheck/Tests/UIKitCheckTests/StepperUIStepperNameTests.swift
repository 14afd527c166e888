import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Testing
import UIKit

/// UIStepper's names on StepperControl, with UIStepper's semantics, on a virtual clock.
@MainActor
@Suite("StepperControl speaks UIStepper")
struct StepperUIStepperNameTests {
  @Test func rangeAndStepInDoubles() {
    let (stepper, host) = makeStepper(value: 0)
    stepper.minimumValue = 0.5
    stepper.maximumValue = 2.5
    stepper.stepValue = 0.5
    #expect(stepper.configuration.range == dec("0.5")...dec("2.5"))
    #expect(stepper.configuration.step == dec("0.5"))
    #expect(stepper.value == dec("0.5"))  // clamped to the new minimum
    tap(stepper, x: 150, host: host)
    #expect(stepper.doubleValue == 1.0)
    #expect(stepper.minimumValue == 0.5 && stepper.maximumValue == 2.5 && stepper.stepValue == 0.5)
  }

  /// UIStepper: setting `value` (or the range) in code sends no action.
  @Test func programmaticChangesSendNoAction() {
    let (stepper, _) = makeStepper(value: 1)
    stepper.doubleValue = 7
    stepper.value = 8
    stepper.maximumValue = 5
    stepper.wraps = true
    stepper.autorepeat = false
    stepper.isContinuous = false
    #expect(stepper.value == 5)
    #expect(stepper.sentEvents.isEmpty)
  }

  @Test func wrapsFromTheMaximumToTheMinimum() {
    let (stepper, host) = makeStepper(value: 3)
    stepper.maximumValue = 3
    stepper.wraps = true
    tap(stepper, x: 150, host: host)
    #expect(stepper.value == 0)
    #expect(stepper.count(.valueChanged) == 1)
  }

  /// UIStepper's `autorepeat = false`: a held button steps once and no repeat timer runs.
  @Test func withoutAutorepeatAHoldStepsOnce() {
    let (stepper, host) = makeStepper(value: 1)
    stepper.autorepeat = false
    #expect(!stepper.autorepeat)
    #expect(!stepper.configuration.repeatPolicy.isEnabled)
    let touch = TestTouch(150, 15)
    _ = stepper.beginTracking(touch, with: nil)
    #expect(stepper.value == 2)
    #expect(host.timerDeadline == nil)
    host.advance(by: .seconds(3))
    stepper.endTracking(touch, with: nil)
    #expect(stepper.value == 2)
    #expect(stepper.count(.valueChanged) == 1)
    tap(stepper, x: 150, host: host)
    #expect(stepper.value == 3)  // each press still steps
  }

  @Test func autorepeatOnByDefaultRepeatsAHold() {
    let (stepper, host) = makeStepper(value: 1)
    #expect(stepper.autorepeat)
    _ = stepper.beginTracking(TestTouch(150, 15), with: nil)
    host.advance(by: .milliseconds(600))
    #expect(stepper.value == 3)
  }

  /// UIStepper's `isContinuous = false`: one `.valueChanged` when the hold ends, not one per
  /// repeat; the closures still see every step.
  @Test func notContinuousSendsOneActionWhenTheHoldEnds() {
    let (stepper, host) = makeStepper(value: 1)
    stepper.isContinuous = false
    var seen: [FixedDecimal] = []
    stepper.onValueChanged = { value, _ in seen.append(value) }
    let touch = TestTouch(150, 15)
    _ = stepper.beginTracking(touch, with: nil)
    host.advance(by: .milliseconds(800))  // the first step, then repeats at 600 and 750 ms
    #expect(stepper.value == 4)
    #expect(stepper.count(.valueChanged) == 0)
    stepper.endTracking(touch, with: nil)
    #expect(stepper.count(.valueChanged) == 1)
    #expect(stepper.sentEvents == [.valueChanged, StepperControl.interactionEndedEvent])
    #expect(seen == [2, 3, 4])
  }

  @Test func notContinuousSendsOneActionWhenAHoldIsCancelled() {
    let (stepper, host) = makeStepper(value: 1)
    stepper.isContinuous = false
    _ = stepper.beginTracking(TestTouch(150, 15), with: nil)
    host.advance(by: .milliseconds(700))
    stepper.cancelTracking(with: nil)
    #expect(stepper.count(.valueChanged) == 1)
  }

  @Test func notContinuousSendsNothingWhenTheValueDidNotMove() {
    let (stepper, host) = makeStepper(value: 100)
    stepper.isContinuous = false
    tap(stepper, x: 150, host: host)  // at the maximum: nothing changes
    #expect(stepper.count(.valueChanged) == 0)
    #expect(stepper.count(StepperControl.interactionEndedEvent) == 1)
  }

  @Test func notContinuousKeysAndVoiceOverSendOneActionEach() {
    let (stepper, _) = makeStepper(value: 1)
    stepper.isContinuous = false
    stepper.accessibilityIncrement()
    #expect(stepper.count(.valueChanged) == 1)
    stepper.pressesBegan([TestPress(.keyboardUpArrow)], with: nil)
    #expect(stepper.count(.valueChanged) == 2)
    #expect(stepper.value == 3)
  }

  @Test func continuousByDefaultSendsOneActionPerStep() {
    let (stepper, host) = makeStepper(value: 1)
    #expect(stepper.isContinuous)
    let touch = TestTouch(150, 15)
    _ = stepper.beginTracking(touch, with: nil)
    host.advance(by: .milliseconds(800))
    #expect(stepper.count(.valueChanged) == 3)
    stepper.endTracking(touch, with: nil)
    #expect(stepper.count(.valueChanged) == 3)
  }
}
