import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

@MainActor
@Suite("StepperControl touches")
struct StepperTouchTests {
  @Test func aTapStepsOnceAndEndsOneInteraction() {
    let (stepper, host) = makeStepper()
    tap(stepper, x: 150, host: host)
    #expect(stepper.value == 2)
    #expect(stepper.count(.valueChanged) == 1)
    #expect(stepper.count(StepperControl.interactionEndedEvent) == 1)
    #expect(host.timerDeadline == nil)
  }

  @Test func holdingRepeatsOnTheCoresTimerAndSendsOneValueChangedPerStep() {
    let (stepper, host) = makeStepper()
    let touch = TestTouch(150, 15)
    #expect(stepper.beginTracking(touch, with: nil))
    host.advance(by: .milliseconds(599))
    #expect(stepper.value == 2)  // a finger waits 600 ms before repeating
    host.advance(by: .milliseconds(1))
    #expect(stepper.value == 3)
    stepper.endTracking(touch, with: nil)
    #expect(stepper.count(.valueChanged) == 2)
    #expect(stepper.count(StepperControl.interactionEndedEvent) == 1)
    host.advance(by: .seconds(2))
    #expect(stepper.value == 3)
  }

  @Test func aPointerPressUsesTheMouseDelay() {
    let (stepper, host) = makeStepper()
    _ = stepper.beginTracking(TestTouch(150, 15, kind: .indirectPointer), with: nil)
    host.advance(by: .milliseconds(400))
    #expect(stepper.value == 3)
  }

  @Test func cancelTrackingEndsTheHoldAndItsTimer() {
    let (stepper, host) = makeStepper()
    _ = stepper.beginTracking(TestTouch(150, 15), with: nil)
    stepper.cancelTracking(with: nil)
    #expect(host.timerDeadline == nil)
    host.advance(by: .seconds(5))
    #expect(stepper.value == 2)
  }

  @Test func aReleaseOutsideNeverSteps() {
    let (stepper, host) = makeStepper()
    let touch = TestTouch(150, 15)
    _ = stepper.beginTracking(touch, with: nil)
    touch.point = CGPoint(x: 80, y: 15)
    #expect(stepper.continueTracking(touch, with: nil))
    stepper.endTracking(touch, with: nil)
    #expect(stepper.value == 2)
    host.advance(by: .seconds(1))
    #expect(stepper.value == 2)
  }

  @Test func draggingOffPausesTheRepeatAndBackResumesIt() {
    let (stepper, host) = makeStepper()
    let touch = TestTouch(150, 15)
    _ = stepper.beginTracking(touch, with: nil)
    host.advance(by: .milliseconds(700))
    let held = stepper.value
    #expect(held > 2)
    touch.point = CGPoint(x: 150, y: 80)  // off the + touch area
    _ = stepper.continueTracking(touch, with: nil)
    host.advance(by: .seconds(1))
    #expect(stepper.value == held)
    touch.point = CGPoint(x: 150, y: 15)
    _ = stepper.continueTracking(touch, with: nil)
    host.advance(by: .seconds(1))
    #expect(stepper.value > held)
    stepper.endTracking(touch, with: nil)
    #expect(stepper.count(StepperControl.interactionEndedEvent) == 1)
  }

  @Test func theFieldAndTheGapsDoNotStartTracking() {
    let (stepper, _) = makeStepper()
    #expect(!stepper.beginTracking(TestTouch(80, 15), with: nil))
    #expect(stepper.value == 1)
  }

  // 44 × 44 points around each 42 × 30 touch area: 7 points above and below the bounds.
  @Test(arguments: [
    (150.0, -6.9, true), (150, -7.1, false), (20, 36.9, true), (80, -1, false), (174.9, 15, true),
  ])
  func touchAreasAreAtLeast44Points(x: Double, y: Double, inside: Bool) {
    let (stepper, _) = makeStepper()
    #expect(stepper.point(inside: CGPoint(x: x, y: y), with: nil) == inside)
  }

  /// In cart mode at the minimum − is hidden and the field takes its place (the core's
  /// `StepperLayout`): a touch there is the field's, so it is inside the stepper but starts no
  /// press and steps nothing.
  @Test func cartModeHidesMinusAtTheMinimumAndTheFieldTakesItsTouches() throws {
    let (stepper, host) = makeStepper(
      value: 0, configuration: try StepperConfiguration(hidesDecrementAtMinimum: true))
    #expect(drawnIconCircles(stepper).count == 1)
    #expect(stepper.point(inside: CGPoint(x: 10, y: 15), with: nil))
    #expect(!stepper.beginTracking(TestTouch(10, 15), with: nil))
    #expect(stepper.value == 0)
    tap(stepper, x: 150, host: host)
    #expect(drawnIconCircles(stepper).count == 2)
    #expect(stepper.point(inside: CGPoint(x: 10, y: 15), with: nil))
  }

  @Test func rightToLeftPutsPlusOnTheLeft() {
    let (stepper, host) = makeStepper()
    stepper.direction = .rightToLeft
    stepper.layoutSubviews()
    #expect(stepper.incrementButton.frame.minX < stepper.decrementButton.frame.minX)
    tap(stepper, x: 20, host: host)
    #expect(stepper.value == 2)
  }

  @Test func disablingEndsAHoldAndRefusesTouches() {
    let (stepper, host) = makeStepper()
    _ = stepper.beginTracking(TestTouch(150, 15), with: nil)
    stepper.isEnabled = false
    host.advance(by: .seconds(2))
    #expect(stepper.value == 2)
    _ = stepper.beginTracking(TestTouch(150, 15), with: nil)
    #expect(stepper.value == 2)
    #expect(!stepper.incrementButton.isEnabled)
  }
}

/// Issue 25 on UIKit: typing, then tapping +, is one interaction for the app.
@MainActor
@Suite("StepperControl: type, then tap")
struct StepperTypeThenTapTests {
  @Test(arguments: [true, false])
  func typingThenTappingPlusEndsOneInteractionWithOneAction(continuous: Bool) throws {
    let configuration = try StepperConfiguration(
      minimum: -100, maximum: 100, step: 5, snapsTypedValueToStep: true)
    let (stepper, host) = makeStepper(value: 20, configuration: configuration)
    stepper.isContinuous = continuous
    var changes: [FixedDecimal] = []
    var ends: [FixedDecimal] = []
    stepper.onValueChanged = { value, _ in changes.append(value) }
    stepper.onInteractionEnded = { ends.append($0) }
    let field = stepper.textField
    field.delegate?.textFieldDidBeginEditing(field)
    #expect(
      field.delegate?.textField(
        field, shouldChangeCharactersIn: NSRange(location: 0, length: 2), replacementString: "2")
        ?? true)
    field.text = "2"
    tap(stepper, x: 150, host: host)
    // UIKit ends editing as the field resigns; the core already did, and says nothing twice.
    field.delegate?.textFieldDidEndEditing(field)
    #expect(stepper.value == 5)
    #expect(changes == [5])
    #expect(ends == [5])
    #expect(stepper.count(.valueChanged) == 1)
    #expect(stepper.count(StepperControl.interactionEndedEvent) == 1)
  }
}
