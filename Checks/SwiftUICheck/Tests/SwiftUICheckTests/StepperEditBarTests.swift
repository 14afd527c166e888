import ControlKit
import ControlKitTesting
import Testing

@testable import ControlKitSwiftUI

/// The edit bar's driver: controlled mode, each step the user asks for is one call of
/// `onIncrement`/`onDecrement`, the value never changes by itself, and a nil closure disables its
/// button (as Apple's `Stepper` does).
@MainActor
@Suite("Stepper edit bar")
struct StepperEditBarTests {
  /// A controlled driver over the widest range, with counters for its closures.
  final class Owner {
    var tenths = 50
    var increments = 0
    var decrements = 0
  }

  func makeBar(increment: Bool = true, decrement: Bool = true) -> (
    StepperDriver, VirtualHost, StepperRecorder, Owner
  ) {
    let host = VirtualHost()
    let driver = StepperDriver(
      value: 0, configuration: StepperViewContent.unbounded(step: 1), mode: .controlled, host: host)
    let owner = Owner()
    if increment {
      driver.onIncrement = {
        owner.increments += 1
        owner.tenths += 1
      }
    }
    if decrement {
      driver.onDecrement = {
        owner.decrements += 1
        owner.tenths -= 1
      }
    }
    return (driver, host, StepperRecorder(driver), owner)
  }

  @Test func aTapAsksOnceAndTheValueNeverChangesByItself() {
    let (driver, _, recorder, owner) = makeBar()
    driver.pressIncrement()
    driver.release(inside: true)
    #expect(owner.increments == 1 && owner.tenths == 51)
    #expect(recorder.writes.isEmpty)
    #expect(driver.coreState.value == 0)
    #expect(recorder.editing == [true, false])
    driver.pressDecrement()
    driver.release(inside: true)
    #expect(owner.decrements == 1 && owner.tenths == 50)
  }

  @Test func holdingAsksOncePerRepeat() {
    let (driver, host, _, owner) = makeBar()
    driver.pressIncrement()
    host.advance(by: StepperRepeatPolicy.defaultTouchInitialDelay)
    host.advance(by: StepperRepeatPolicy.defaultInterval)
    driver.release(inside: true)
    #expect(owner.increments == 3)
  }

  @Test func aNilClosureDisablesItsButtonAndItsPressDoesNothing() {
    let (driver, host, recorder, owner) = makeBar(decrement: false)
    #expect(driver.showsIncrementEnabled)
    #expect(!driver.showsDecrementEnabled)
    driver.pressDecrement()
    host.advance(by: .seconds(2))
    driver.release(inside: true)
    #expect(recorder.editing.isEmpty)
    #expect(owner.tenths == 50)
    driver.adjust(.decrement)
    #expect(owner.tenths == 50)
    driver.adjust(.increment)
    #expect(owner.increments == 1)
  }

  @Test func bothClosuresNilDisableBothButtons() {
    let (driver, _, recorder, _) = makeBar(increment: false, decrement: false)
    #expect(!driver.showsIncrementEnabled && !driver.showsDecrementEnabled)
    driver.pressIncrement()
    driver.release(inside: true)
    #expect(recorder.editing.isEmpty)
  }

  @Test func keysAskTooAndAPageAsksForTenSteps() {
    let (driver, _, _, owner) = makeBar()
    driver.keyPressed(.up)
    #expect(owner.increments == 1)
    driver.keyPressed(.pageDown)
    #expect(owner.decrements == 10)
  }

  @Test func anOwnerAtItsLimitPassesNilAndTheButtonGoesDisabled() {
    // The price bar's owner: 0.1 … 9.9 as tenths, "+" only below 99.
    let (driver, _, _, owner) = makeBar()
    owner.tenths = 99
    if owner.tenths >= 99 { driver.onIncrement = nil }
    #expect(!driver.showsIncrementEnabled && driver.showsDecrementEnabled)
  }
}
