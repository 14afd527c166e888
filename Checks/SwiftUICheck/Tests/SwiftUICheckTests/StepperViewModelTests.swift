import ControlKit
import ControlKitTesting
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

@MainActor
@Suite("Stepper view model")
struct StepperViewModelTests {
  @Test func aTapStepsOnceWritesTheBindingOnceAndEndsEditingOnce() {
    let (model, host, recorder) = makeStepper(value: 1)
    model.pressIncrement()
    host.advance(by: .milliseconds(100))
    model.driver.release(inside: true)
    #expect(model.driver.state.value == 2)
    #expect(recorder.writes == [2])
    #expect(recorder.editing == [true, false])
    #expect(model.driver.isInteracting == false)
  }

  @Test func holdingRepeatsOnTheCoreTimerAndEndsEditingOnceAtRelease() {
    let (model, host, recorder) = makeStepper(value: 1)
    model.pressIncrement()
    host.advance(by: StepperRepeatPolicy.defaultTouchInitialDelay - .milliseconds(1))
    #expect(recorder.writes == [2])
    host.advance(by: .milliseconds(1))
    #expect(recorder.writes == [2, 3])
    host.advance(by: StepperRepeatPolicy.defaultInterval)
    #expect(recorder.writes == [2, 3, 4])
    #expect(recorder.editing == [true])
    model.driver.release(inside: true)
    #expect(recorder.editing == [true, false])
    host.advance(by: .seconds(1))
    #expect(recorder.writes == [2, 3, 4])
    #expect(host.timerDeadline == nil)
  }

  @Test func draggingOffTheButtonPausesAndALiftThereDoesNotStep() {
    let (model, host, recorder) = makeStepper(value: 1)
    model.pressIncrement()
    model.driver.pointerMoved(inside: false)
    host.advance(by: .seconds(2))
    #expect(recorder.writes == [2])
    model.driver.release(inside: false)
    #expect(model.driver.state.value == 2)
    #expect(recorder.editing == [true, false])
  }

  @Test func aCancelledTouchEndsTheHoldAndTheInteraction() {
    let (model, host, recorder) = makeStepper(value: 1)
    model.pressDecrement()
    model.driver.cancelPointer()
    host.advance(by: .seconds(2))
    #expect(recorder.writes == [0])
    #expect(recorder.editing == [true, false])
  }

  @Test func theGestureResetAfterAReleaseChangesNothing() {
    let (model, host, recorder) = makeStepper(value: 1)
    model.pressIncrement()
    model.driver.release(inside: true)
    model.driver.cancelPointer()
    host.advance(by: .seconds(2))
    #expect(recorder.writes == [2])
    #expect(recorder.editing == [true, false])
  }

  @Test func voiceOverAdjustsOneStepAsAWholeInteraction() {
    let (model, _, recorder) = makeStepper(value: 5)
    model.adjust(.increment)
    model.adjust(.decrement)
    model.adjust(.decrement)
    #expect(recorder.writes == [6, 5, 4])
    #expect(recorder.editing == [true, false, true, false, true, false])
    #expect(model.driver.state.accessibilityValueText == "4")
  }

  @Test func pushingAgainstTheMaximumCountsOneHapticAndShakes() throws {
    let configuration = try StepperConfiguration(minimum: 0, maximum: 3)
    let (model, host, recorder) = makeStepper(value: 3, configuration: configuration)
    model.pressIncrement()
    model.driver.release(inside: true)
    #expect(recorder.writes.isEmpty)
    #expect(model.limitFeedbackCount == 1)
    #expect(host.limitFeedback.map(\.limit) == [.upper])
    host.advance(by: .milliseconds(50))
    #expect(model.driver.presentation.shakeOffset != 0)
    host.advance(by: .seconds(1))
    #expect(model.driver.presentation.shakeOffset == 0)
    #expect(host.isTickingFrames == false)
  }

  @Test func cartModeHidesMinusAtTheMinimum() throws {
    var configuration = try StepperConfiguration(minimum: 0, maximum: 9)
    configuration.hidesDecrementAtMinimum = true
    let (model, _, _) = makeStepper(value: 1, configuration: configuration)
    #expect(model.driver.presentation.isDecrementHidden == false)
    model.adjust(.decrement)
    #expect(model.driver.presentation.isDecrementHidden)
  }

  @Test func typedTextGoesThroughTheCoresReplacementRules() {
    let (model, _, recorder) = makeStepper(value: 1)
    model.driver.focusChanged(true)
    #expect(recorder.editing == [true])
    #expect(model.driver.proposeText("12"))
    #expect(model.driver.state.displayText == "12")
    #expect(!model.driver.proposeText("12a"))
    #expect(model.driver.state.displayText == "12")
    #expect(model.driver.proposeText("2"))
    #expect(model.driver.state.displayText == "2")
    model.driver.submit()
    #expect(recorder.writes == [2])
    #expect(model.driver.proposeText("20"))
    model.driver.focusChanged(false)
    #expect(recorder.writes == [2, 20])
    #expect(recorder.editing == [true, false])
    #expect(model.driver.state.isEditing == false)
  }

  /// Issue 25: typing "2", then tapping +, is one interaction stepping from the typed number.
  @Test func typingThenTappingPlusIsOneEditingPairAndOneWrite() throws {
    let configuration = try StepperConfiguration(
      minimum: -100, maximum: 100, step: 5, snapsTypedValueToStep: true)
    let (model, host, recorder) = makeStepper(value: 20, configuration: configuration)
    model.driver.focusChanged(true)
    #expect(model.driver.proposeText("2"))
    model.pressIncrement()
    host.advance(by: .milliseconds(50))
    model.driver.release(inside: true)
    model.driver.focusChanged(false)  // SwiftUI's field gives up focus afterwards
    #expect(model.driver.state.value == 5)
    #expect(recorder.writes == [5])
    #expect(recorder.editing == [true, false])
  }

  @Test func aPasteOverTheWholeFieldIsOneReplacement() {
    let (model, _, recorder) = makeStepper(value: 42)
    model.driver.focusChanged(true)
    #expect(model.driver.proposeText("7"))
    #expect(!model.driver.proposeText("x"))
    model.driver.focusChanged(false)
    #expect(recorder.writes == [7])
  }

  @Test func theBindingDrivesTheStepperAndIsWrittenBackClamped() {
    let (model, _, recorder) = makeStepper(value: 1)
    model.valueProvided(50)
    #expect(model.driver.state.value == 50)
    #expect(recorder.writes.isEmpty)
    model.valueProvided(150)
    #expect(model.driver.state.value == 100)
    #expect(recorder.writes == [100])
    model.valueProvided(nil)
    #expect(model.driver.state.value == 100)
  }

  @Test func aNewConfigurationReclampsAndWritesBack() throws {
    let (model, _, recorder) = makeStepper(value: 80)
    model.configure(try StepperConfiguration(minimum: 0, maximum: 10))
    #expect(model.driver.state.value == 10)
    #expect(recorder.writes == [10])
  }

  @Test func aDisabledStepperIgnoresPresses() {
    let (model, _, recorder) = makeStepper(value: 1)
    model.driver.isEnabled = false
    model.pressIncrement()
    model.driver.release(inside: true)
    #expect(recorder.writes.isEmpty)
    #expect(model.driver.state.isIncrementEnabled == false)
  }

  @Test func aDisabledStepperReportsNoEditing() {
    // Apple's disabled `Stepper` calls no `onEditingChanged`.
    let (model, _, recorder) = makeStepper(value: 1)
    model.driver.isEnabled = false
    model.pressIncrement()
    model.driver.release(inside: true)
    #expect(recorder.editing.isEmpty)
  }

  @Test func everyRedrawIsPublished() {
    let (model, _, _) = makeStepper(value: 1)
    let before = model.revision
    model.adjust(.increment)
    #expect(model.revision > before)
  }
}
