import ControlKit
import ControlKitTesting
import Testing

@testable import ControlKitSwiftUI

/// The edit bar's model: controlled mode, each step the user asks for is one call of
/// `onIncrement`/`onDecrement`, the value never changes by itself, and a nil closure disables its
/// button (as Apple's `Stepper` does).
@MainActor
@Suite("Stepper edit bar")
struct StepperEditBarTests {
  /// A controlled model over the widest range, with counters for its closures.
  final class Owner {
    var tenths = 50
    var increments = 0
    var decrements = 0
  }

  func makeBar(increment: Bool = true, decrement: Bool = true) -> (
    StepperViewModel, VirtualHost, StepperRecorder, Owner
  ) {
    let host = VirtualHost()
    let model = StepperViewModel(
      value: 0, configuration: StepperViewContent.unbounded(step: 1), mode: .controlled, host: host)
    let owner = Owner()
    if increment {
      model.onIncrement = {
        owner.increments += 1
        owner.tenths += 1
      }
    }
    if decrement {
      model.onDecrement = {
        owner.decrements += 1
        owner.tenths -= 1
      }
    }
    return (model, host, StepperRecorder(model), owner)
  }

  @Test func aTapAsksOnceAndTheValueNeverChangesByItself() {
    let (model, _, recorder, owner) = makeBar()
    model.pressIncrement()
    model.driver.release(inside: true)
    #expect(owner.increments == 1 && owner.tenths == 51)
    #expect(recorder.writes.isEmpty)
    #expect(model.driver.state.value == 0)
    #expect(recorder.editing == [true, false])
    model.pressDecrement()
    model.driver.release(inside: true)
    #expect(owner.decrements == 1 && owner.tenths == 50)
  }

  @Test func holdingAsksOncePerRepeat() {
    let (model, host, _, owner) = makeBar()
    model.pressIncrement()
    host.advance(by: StepperRepeatPolicy.defaultTouchInitialDelay)
    host.advance(by: StepperRepeatPolicy.defaultInterval)
    model.driver.release(inside: true)
    #expect(owner.increments == 3)
  }

  @Test func aNilClosureDisablesItsButtonAndItsPressDoesNothing() {
    let (model, host, recorder, owner) = makeBar(decrement: false)
    #expect(model.showsIncrementEnabled)
    #expect(!model.showsDecrementEnabled)
    model.pressDecrement()
    host.advance(by: .seconds(2))
    model.driver.release(inside: true)
    #expect(recorder.editing.isEmpty)
    #expect(owner.tenths == 50)
    model.adjust(.decrement)
    #expect(owner.tenths == 50)
    model.adjust(.increment)
    #expect(owner.increments == 1)
  }

  @Test func bothClosuresNilDisableBothButtons() {
    let (model, _, recorder, _) = makeBar(increment: false, decrement: false)
    #expect(!model.showsIncrementEnabled && !model.showsDecrementEnabled)
    model.pressIncrement()
    model.driver.release(inside: true)
    #expect(recorder.editing.isEmpty)
  }

  @Test func keysAskTooAndAPageAsksForTenSteps() {
    let (model, _, _, owner) = makeBar()
    model.driver.keyPressed(.up)
    #expect(owner.increments == 1)
    model.driver.keyPressed(.pageDown)
    #expect(owner.decrements == 10)
  }

  @Test func anOwnerAtItsLimitPassesNilAndTheButtonGoesDisabled() {
    // The price bar's owner: 0.1 … 9.9 as tenths, "+" only below 99.
    let (model, _, _, owner) = makeBar()
    owner.tenths = 99
    if owner.tenths >= 99 { model.onIncrement = nil }
    #expect(!model.showsIncrementEnabled && model.showsDecrementEnabled)
  }
}
