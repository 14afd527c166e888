import ControlKit
import ControlKitTesting
import Foundation
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

@MainActor
@Suite("Arc stepper view model")
struct ArcStepperViewModelTests {
  func make(step: Int = 5, count: Int = 10) -> (ArcStepperViewModel, VirtualHost, Box) {
    let host = VirtualHost()
    let model = ArcStepperViewModel(value: step, count: count, host: host)
    let box = Box()
    model.writeBinding = { box.steps.append($0) }
    model.boundsChanged(CGSize(width: 100, height: 100))
    return (model, host, box)
  }

  final class Box {
    var steps: [Int] = []
  }

  @Test func startsAtTheBoundStepOfTheCount() {
    let (model, _, _) = make(step: 3, count: 12)
    #expect(model.driver.state.currentStep == 3)
    #expect(model.driver.state.stepCount == 12)
    #expect(model.driver.state.labelText == "3/12")
    #expect(model.driver.state.accessibilityValueText == "3 of 12")
  }

  @Test func aKeyStepsWritesTheBindingAndAnimatesFromWhatIsOnScreen() {
    let (model, host, box) = make()
    model.driver.keyPressed(.up)
    #expect(box.steps == [6])
    #expect(model.driver.presentation.fraction == 0.5)
    host.advance(by: .milliseconds(100))
    #expect(model.driver.presentation.fraction > 0.5 && model.driver.presentation.fraction < 0.6)
    host.advance(by: .seconds(1))
    #expect(model.driver.presentation.fraction == 0.6)
    #expect(host.isTickingFrames == false)
  }

  @Test func aNewStepMidAnimationStartsFromThePresentedFraction() {
    let (model, host, box) = make()
    model.valueProvided(10)
    host.advance(by: .milliseconds(300))
    let onScreen = model.driver.state.presentedFraction(at: host.now)
    #expect(onScreen > 0.5 && onScreen < 1)
    model.valueProvided(0)
    #expect(box.steps.isEmpty)
    #expect(abs(model.driver.presentation.fraction - onScreen) < 1e-9)
    host.advance(by: .milliseconds(17))
    #expect(model.driver.presentation.fraction < onScreen)
    #expect(model.driver.presentation.fraction > 0.5)
  }

  @Test func reduceMotionJumps() {
    let (model, host, _) = make()
    model.driver.reducesMotion = true
    model.driver.keyPressed(.end)
    #expect(model.driver.presentation.fraction == 1)
    #expect(host.isTickingFrames == false)
  }

  @Test func voiceOverAdjustsAndTheLimitsHold() {
    let (model, _, box) = make(step: 9)
    model.adjust(.increment)
    model.adjust(.increment)
    #expect(box.steps == [10])
    #expect(model.driver.state.currentStep == 10)
  }

  @Test func draggingOnTheRingPicksTheNearestStep() {
    let (model, _, box) = make()
    let geometry = model.driver.state.geometry
    let end = geometry.point(forFraction: 1)
    model.drag(to: CGPoint(x: end.x, y: end.y))
    model.release(at: CGPoint(x: end.x, y: end.y))
    #expect(box.steps.last == 10)
  }

  @Test func aStepOutsideTheCountIsClampedAndWrittenBack() {
    let (model, _, box) = make()
    model.valueProvided(25)
    #expect(model.driver.state.currentStep == 10)
    #expect(box.steps == [10])
  }
}
