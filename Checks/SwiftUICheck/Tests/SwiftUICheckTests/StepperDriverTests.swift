import ControlKit
import ControlKitSwiftUI
import ControlKitTesting
import SwiftUI
import Testing

@MainActor
@Suite("Stepper driver")
struct StepperDriverTests {
  @Test func aTapStepsOnceWritesTheBindingOnceAndEndsEditingOnce() {
    let (driver, host, recorder) = makeStepper(value: 1)
    driver.pressIncrement()
    host.advance(by: .milliseconds(100))
    driver.release(inside: true)
    #expect(driver.coreState.value == 2)
    #expect(recorder.writes == [2])
    #expect(recorder.editing == [true, false])
    #expect(driver.isInteracting == false)
  }

  @Test func holdingRepeatsOnTheCoreTimerAndEndsEditingOnceAtRelease() {
    let (driver, host, recorder) = makeStepper(value: 1)
    driver.pressIncrement()
    host.advance(by: StepperRepeatPolicy.defaultTouchInitialDelay - .milliseconds(1))
    #expect(recorder.writes == [2])
    host.advance(by: .milliseconds(1))
    #expect(recorder.writes == [2, 3])
    host.advance(by: StepperRepeatPolicy.defaultInterval)
    #expect(recorder.writes == [2, 3, 4])
    #expect(recorder.editing == [true])
    driver.release(inside: true)
    #expect(recorder.editing == [true, false])
    host.advance(by: .seconds(1))
    #expect(recorder.writes == [2, 3, 4])
    #expect(host.timerDeadline == nil)
  }

  @Test func draggingOffTheButtonPausesAndALiftThereDoesNotStep() {
    let (driver, host, recorder) = makeStepper(value: 1)
    driver.pressIncrement()
    driver.pointerMoved(inside: false)
    host.advance(by: .seconds(2))
    #expect(recorder.writes == [2])
    driver.release(inside: false)
    #expect(driver.coreState.value == 2)
    #expect(recorder.editing == [true, false])
  }

  @Test func aCancelledTouchEndsTheHoldAndTheInteraction() {
    let (driver, host, recorder) = makeStepper(value: 1)
    driver.pressDecrement()
    driver.cancelPointer()
    host.advance(by: .seconds(2))
    #expect(recorder.writes == [0])
    #expect(recorder.editing == [true, false])
  }

  @Test func theGestureResetAfterAReleaseChangesNothing() {
    let (driver, host, recorder) = makeStepper(value: 1)
    driver.pressIncrement()
    driver.release(inside: true)
    driver.cancelPointer()
    host.advance(by: .seconds(2))
    #expect(recorder.writes == [2])
    #expect(recorder.editing == [true, false])
  }

  @Test func voiceOverAdjustsOneStepAsAWholeInteraction() {
    let (driver, _, recorder) = makeStepper(value: 5)
    driver.adjust(.increment)
    driver.adjust(.decrement)
    driver.adjust(.decrement)
    #expect(recorder.writes == [6, 5, 4])
    #expect(recorder.editing == [true, false, true, false, true, false])
    #expect(driver.coreState.accessibilityValueText == "4")
  }

  @Test func pushingAgainstTheMaximumCountsOneHapticAndShakes() throws {
    let configuration = try StepperConfiguration(minimum: 0, maximum: 3)
    let (driver, host, recorder) = makeStepper(value: 3, configuration: configuration)
    driver.pressIncrement()
    driver.release(inside: true)
    #expect(recorder.writes.isEmpty)
    #expect(driver.limitFeedbackCount == 1)
    #expect(host.limitFeedback.map(\.limit) == [.upper])
    host.advance(by: .milliseconds(50))
    #expect(driver.appearance.shakeOffset != 0)
    host.advance(by: .seconds(1))
    #expect(driver.appearance.shakeOffset == 0)
    #expect(host.isTickingFrames == false)
  }

  @Test func cartModeHidesMinusAtTheMinimum() throws {
    var configuration = try StepperConfiguration(minimum: 0, maximum: 9)
    configuration.hidesDecrementAtMinimum = true
    let (driver, _, _) = makeStepper(value: 1, configuration: configuration)
    #expect(driver.appearance.isDecrementHidden == false)
    driver.adjust(.decrement)
    #expect(driver.appearance.isDecrementHidden)
  }

  @Test func typedTextGoesThroughTheCoresReplacementRules() {
    let (driver, _, recorder) = makeStepper(value: 1)
    driver.focusChanged(true)
    #expect(recorder.editing == [true])
    #expect(driver.proposeText("12"))
    #expect(driver.coreState.displayText == "12")
    #expect(!driver.proposeText("12a"))
    #expect(driver.coreState.displayText == "12")
    #expect(driver.proposeText("2"))
    #expect(driver.coreState.displayText == "2")
    driver.submit()
    #expect(recorder.writes == [2])
    #expect(driver.proposeText("20"))
    driver.focusChanged(false)
    #expect(recorder.writes == [2, 20])
    #expect(recorder.editing == [true, false])
    #expect(driver.coreState.isEditing == false)
  }

  /// Issue 25: typing "2", then tapping +, is one interaction stepping from the typed number.
  @Test func typingThenTappingPlusIsOneEditingPairAndOneWrite() throws {
    let configuration = try StepperConfiguration(
      minimum: -100, maximum: 100, step: 5, snapsTypedValueToStep: true)
    let (driver, host, recorder) = makeStepper(value: 20, configuration: configuration)
    driver.focusChanged(true)
    #expect(driver.proposeText("2"))
    driver.pressIncrement()
    host.advance(by: .milliseconds(50))
    driver.release(inside: true)
    driver.focusChanged(false)  // SwiftUI's field gives up focus afterwards
    #expect(driver.coreState.value == 5)
    #expect(recorder.writes == [5])
    #expect(recorder.editing == [true, false])
  }

  @Test func aPasteOverTheWholeFieldIsOneReplacement() {
    let (driver, _, recorder) = makeStepper(value: 42)
    driver.focusChanged(true)
    #expect(driver.proposeText("7"))
    #expect(!driver.proposeText("x"))
    driver.focusChanged(false)
    #expect(recorder.writes == [7])
  }

  @Test func theBindingDrivesTheStepperAndIsWrittenBackClamped() {
    let (driver, _, recorder) = makeStepper(value: 1)
    driver.valueProvided(50)
    #expect(driver.coreState.value == 50)
    #expect(recorder.writes.isEmpty)
    driver.valueProvided(150)
    #expect(driver.coreState.value == 100)
    #expect(recorder.writes == [100])
    driver.valueProvided(nil)
    #expect(driver.coreState.value == 100)
  }

  @Test func aNewConfigurationReclampsAndWritesBack() throws {
    let (driver, _, recorder) = makeStepper(value: 80)
    driver.configure(try StepperConfiguration(minimum: 0, maximum: 10))
    #expect(driver.coreState.value == 10)
    #expect(recorder.writes == [10])
  }

  @Test func aDisabledStepperIgnoresPresses() {
    let (driver, _, recorder) = makeStepper(value: 1)
    driver.setEnabled(false)
    driver.pressIncrement()
    driver.release(inside: true)
    #expect(recorder.writes.isEmpty)
    #expect(driver.coreState.isIncrementEnabled == false)
  }

  @Test func everyRedrawIsPublished() {
    let (driver, _, _) = makeStepper(value: 1)
    let before = driver.revision
    driver.adjust(.increment)
    #expect(driver.revision > before)
  }
}
