import ControlKit
import ControlKitSwiftUI
import ControlKitTesting
import Foundation
import SwiftUI
import Testing

@MainActor
@Suite("Arc stepper driver")
struct ArcStepperDriverTests {
  func make(step: Int = 5, count: Int = 10) -> (ArcStepperDriver, VirtualHost, Box) {
    let host = VirtualHost()
    let driver = ArcStepperDriver(step: step, count: count, host: host)
    let box = Box()
    driver.onStepChanged = { box.steps.append($0) }
    driver.boundsChanged(CGSize(width: 100, height: 100))
    return (driver, host, box)
  }

  final class Box {
    var steps: [Int] = []
  }

  @Test func startsAtTheBoundStepOfTheCount() {
    let (driver, _, _) = make(step: 3, count: 12)
    #expect(driver.coreState.currentStep == 3)
    #expect(driver.coreState.stepCount == 12)
    #expect(driver.coreState.labelText == "3/12")
    #expect(driver.coreState.accessibilityValueText == "3 of 12")
  }

  @Test func aKeyStepsWritesTheBindingAndAnimatesFromWhatIsOnScreen() {
    let (driver, host, box) = make()
    driver.keyPressed(.up)
    #expect(box.steps == [6])
    #expect(driver.presentation.fraction == 0.5)
    host.advance(by: .milliseconds(100))
    #expect(driver.presentation.fraction > 0.5 && driver.presentation.fraction < 0.6)
    host.advance(by: .seconds(1))
    #expect(driver.presentation.fraction == 0.6)
    #expect(host.isTickingFrames == false)
  }

  @Test func aNewStepMidAnimationStartsFromThePresentedFraction() {
    let (driver, host, box) = make()
    driver.stepProvided(10)
    host.advance(by: .milliseconds(300))
    let onScreen = driver.coreState.presentedFraction(at: host.now)
    #expect(onScreen > 0.5 && onScreen < 1)
    driver.stepProvided(0)
    #expect(box.steps.isEmpty)
    #expect(abs(driver.presentation.fraction - onScreen) < 1e-9)
    host.advance(by: .milliseconds(17))
    #expect(driver.presentation.fraction < onScreen)
    #expect(driver.presentation.fraction > 0.5)
  }

  @Test func reduceMotionJumps() {
    let (driver, host, _) = make()
    driver.reduceMotionChanged(true)
    driver.keyPressed(.end)
    #expect(driver.presentation.fraction == 1)
    #expect(host.isTickingFrames == false)
  }

  @Test func voiceOverAdjustsAndTheLimitsHold() {
    let (driver, _, box) = make(step: 9)
    driver.adjust(.increment)
    driver.adjust(.increment)
    #expect(box.steps == [10])
    #expect(driver.coreState.currentStep == 10)
  }

  @Test func draggingOnTheRingPicksTheNearestStep() {
    let (driver, _, box) = make()
    let geometry = driver.coreState.geometry
    let end = geometry.point(forFraction: 1)
    driver.pointerChanged(to: CGPoint(x: end.x, y: end.y))
    driver.pointerReleased(at: CGPoint(x: end.x, y: end.y))
    #expect(box.steps.last == 10)
  }

  @Test func aStepOutsideTheCountIsClampedAndWrittenBack() {
    let (driver, _, box) = make()
    driver.stepProvided(25)
    #expect(driver.coreState.currentStep == 10)
    #expect(box.steps == [10])
  }
}
