import ControlKitTestSupport
import ControlKitTesting
import Testing

@testable import ControlKit

/// The arc stepper's driver, once for every front-end, on a virtual clock; the tests built on
/// ``store(step:count:)`` state the whole state per step, receive every effect and host call and
/// finish with nothing left over.
@MainActor
@Suite("Arc stepper driver")
struct ArcStepperDriverTests {
  final class Log {
    var lines: [String] = []
  }

  func make(step: Int = 5, count: Int = 10) throws -> (ArcStepperDriver, VirtualHost, Log) {
    let host = VirtualHost()
    var configuration = try ArcStepperConfiguration.article.replacingStepCount(count)
    configuration.initialStep = step
    let driver = ArcStepperDriver(configuration: configuration, host: host)
    let log = Log()
    driver.onValueChanged = { value, source in log.lines.append("value \(value) \(source)") }
    driver.onInteractionEnded = { value in log.lines.append("ended \(value)") }
    driver.onLimitReached = { limit in log.lines.append("limit \(limit)") }
    driver.boundsChanged(Rect(x: 0, y: 0, width: 100, height: 100))
    return (driver, host, log)
  }

  /// A store over a driver at `step` of `count`, laid out in a 100-point square.
  func store(step: Int = 5, count: Int = 10) throws -> DriverTestStore<ArcStepperDriver> {
    let host = VirtualHost()
    var configuration = try ArcStepperConfiguration.article.replacingStepCount(count)
    configuration.initialStep = step
    let driver = ArcStepperDriver(configuration: configuration, host: host)
    driver.boundsChanged(Rect(x: 0, y: 0, width: 100, height: 100))
    return DriverTestStore(driver, host: host)
  }

  /// The instant of the `count`th frame since zero.
  func frame(_ count: Int64) -> ControlInstant {
    ControlInstant.zero.advanced(by: FrameRate.interval * count)
  }

  @Test func aKeyStepsAndAnimatesFromWhatIsOnScreen() throws {
    let store = try store()
    let configuration = store.state.configuration
    let animation = ArcAnimation(
      from: 0.5, to: 0.6, start: .zero,
      durationPerFullSweep: configuration.durationPerFullSweep, easing: configuration.easing)
    #expect(
      store.send({ $0.keyPressed(.up) }, presentation: ArcStepperPresentation(fraction: 0.5)) {
        $0.currentStep = 6
        $0.animation = animation
      })
    store.receive(
      .valueChanged(old: 5, new: 6, source: .keyboard), .animationStarted(animation),
      .interactionEnded(value: 6))
    store.receiveCalls(.frameTicks(true), .render)
    // Five frames by 100 ms, each drawing the arc further along.
    let fifth = animation.presentedFraction(at: frame(5))
    #expect(fifth > 0.5 && fifth < 0.6)
    store.advance(by: .milliseconds(100), presentation: ArcStepperPresentation(fraction: fifth))
    store.receiveCalls(VirtualHostCall.renders(5))
    // The twelfth frame is at or past the end: the animation completes and frames stop.
    store.advance(by: .seconds(1), presentation: ArcStepperPresentation(fraction: 0.6)) {
      $0.animation = nil
    }
    store.receive(.animationCompleted(.finished))
    store.receiveCalls(VirtualHostCall.renders(6) + [.frameTicks(false), .render])
    #expect(store.host.frameCount == 12)
    store.finish()
  }

  /// The arc driver reports a drag's start and end as the stepper driver reports a hold
  /// (`onInteractingChanged`, one name on every driver); one-shot keys report neither.
  @Test func aDragReportsInteractingAtItsStartAndEnd() throws {
    let (driver, _, log) = try make()
    driver.onInteractingChanged = { log.lines.append("interacting \($0)") }
    #expect(driver.keyPressed(.up))
    #expect(!log.lines.contains { $0.hasPrefix("interacting") })
    log.lines.removeAll()
    // A press on the ring (its top, at 12 o'clock) takes the pointer; a press in the centre does not.
    #expect(!driver.press(at: Point(x: 50, y: 50)))
    driver.release(at: Point(x: 50, y: 50))
    #expect(log.lines.isEmpty)
    #expect(driver.press(at: Point(x: 50, y: 5)))
    #expect(driver.isInteracting)
    driver.pointerMoved(to: Point(x: 60, y: 6))
    driver.release(at: Point(x: 60, y: 6))
    #expect(!driver.isInteracting)
    let interacting = { log.lines.filter { $0.hasPrefix("interacting") } }
    #expect(interacting() == ["interacting true", "interacting false"])
    // After the interaction's end, which a callback may still treat as part of the gesture.
    #expect(log.lines.suffix(2) == ["ended \(driver.value)", "interacting false"])
    // A cancelled drag ends the interaction too, and so does a configuration change mid-drag.
    log.lines.removeAll()
    #expect(driver.press(at: Point(x: 50, y: 5)))
    driver.cancelPointer()
    #expect(interacting() == ["interacting true", "interacting false"])
    log.lines.removeAll()
    #expect(driver.press(at: Point(x: 50, y: 5)))
    driver.configuration = try ArcStepperConfiguration.article.replacingStepCount(20)
    #expect(log.lines.last == "interacting false" && !driver.isInteracting)
  }

  @Test func aNewConfigurationSetFromACallbackWaitsForTheRestOfTheEvent() throws {
    let (driver, host, log) = try make()
    let wider = try ArcStepperConfiguration.article.replacingStepCount(20)
    driver.onValueChanged = { value, source in
      log.lines.append("value \(value) \(source)")
      // The app answers the change with new rules, from inside the driver's callback.
      driver.configuration = wider
    }
    #expect(driver.keyPressed(.up))
    // The event's own effects all arrive (the interaction's end too), then the rules change.
    #expect(log.lines == ["value 6 keyboard", "ended 6"])
    #expect(driver.configuration == wider && driver.value == 6)
    // The new session runs: a key steps within the new count.
    driver.onValueChanged = { value, source in log.lines.append("value \(value) \(source)") }
    #expect(driver.keyPressed(.end))
    #expect(driver.value == 20)
    host.advance(by: .seconds(5))
    #expect(driver.presentation.fraction == 1)
    #expect(host.isTickingFrames == false)
  }

  @Test func aNewValueMidAnimationStartsFromThePresentedFraction() throws {
    let (driver, host, log) = try make()
    driver.value = 10
    host.advance(by: .milliseconds(300))
    let onScreen = driver.state.presentedFraction(at: host.now)
    #expect(onScreen > 0.5 && onScreen < 1)
    driver.value = 0
    #expect(log.lines == ["value 10 programmatic", "value 0 programmatic"])
    #expect(abs(driver.presentation.fraction - onScreen) < 1e-9)
    host.advance(by: .milliseconds(17))
    #expect(driver.presentation.fraction < onScreen)
  }

  @Test func reduceMotionJumps() throws {
    let store = try store()
    store.send({ $0.reducesMotion = true }) {
      $0.reducesMotion = true
    }
    store.receiveCalls(.render)
    store.send({ $0.keyPressed(.end) }, presentation: ArcStepperPresentation(fraction: 1)) {
      $0.currentStep = 10
    }
    store.receive(.valueChanged(old: 5, new: 10, source: .keyboard), .interactionEnded(value: 10))
    store.receiveCalls(.render)
    store.finish()
  }

  @Test func aScreenReaderAdjustsAndTheEndHolds() throws {
    let store = try store(step: 9)
    let feedback = store.state.configuration.limitFeedback
    let animation = ArcAnimation(
      from: 0.9, to: 1, start: .zero,
      durationPerFullSweep: store.state.configuration.durationPerFullSweep,
      easing: store.state.configuration.easing)
    store.send({ $0.accessibilityAdjust(.increment) }) {
      $0.currentStep = 10
      $0.animation = animation
    }
    store.receive(
      .valueChanged(old: 9, new: 10, source: .accessibility), .animationStarted(animation),
      .interactionEnded(value: 10))
    store.receiveCalls(.frameTicks(true), .render)
    store.send({ $0.accessibilityAdjust(.increment) })
    store.receive(
      .limitReached(.upper, feedback: feedback), .announce("10 of 10, maximum"),
      .interactionEnded(value: 10))
    store.receiveCalls(.limitFeedback(.upper, feedback), .announce("10 of 10, maximum"), .render)
    store.advance(by: .seconds(1), presentation: ArcStepperPresentation(fraction: 1)) {
      $0.animation = nil
    }
    store.receive(.animationCompleted(.finished))
    store.receiveCalls(VirtualHostCall.renders(11) + [.frameTicks(false), .render])
    store.finish()
  }

  /// The arc's animation from half to full: a second, so 59 frames move it and the 60th
  /// (1000.02 ms) ends it.
  func halfToFull(_ store: DriverTestStore<ArcStepperDriver>) -> ArcAnimation {
    ArcAnimation(
      from: 0.5, to: 1, start: .zero,
      durationPerFullSweep: store.state.configuration.durationPerFullSweep,
      easing: store.state.configuration.easing)
  }

  @Test func draggingOnTheRingPicksTheNearestStep() throws {
    let store = try store()
    let end = store.state.geometry.point(forFraction: 1)
    let animation = halfToFull(store)
    store.send({ $0.drag(to: end) }, presentation: ArcStepperPresentation(fraction: 0.5)) {
      $0.currentStep = 10
      $0.drag = ArcStepperDrag(stepAtPress: 5, lastFraction: 1, pinned: nil)
      $0.animation = animation
    }
    #expect(store.driver.isPointerDown && store.driver.isInteracting)
    store.receive(.valueChanged(old: 5, new: 10, source: .pointer), .animationStarted(animation))
    store.receiveCalls(.frameTicks(true), .render)
    store.send({ $0.release(at: end) }) {
      $0.drag = nil
    }
    #expect(!store.driver.isPointerDown && !store.driver.isInteracting)
    store.receive(.interactionEnded(value: 10))
    store.receiveCalls(.render)
    store.advance(by: .milliseconds(1_100), presentation: ArcStepperPresentation(fraction: 1)) {
      $0.animation = nil
    }
    store.receive(.animationCompleted(.finished))
    store.receiveCalls(VirtualHostCall.renders(59) + [.frameTicks(false), .render])
    store.finish()
  }

  @Test func aCancelledDragRestoresTheStep() throws {
    let store = try store()
    let end = store.state.geometry.point(forFraction: 1)
    let animation = halfToFull(store)
    #expect(
      store.send({ $0.press(at: end) }) {
        $0.currentStep = 10
        $0.drag = ArcStepperDrag(stepAtPress: 5, lastFraction: 1, pinned: nil)
        $0.animation = animation
      })
    store.receive(.valueChanged(old: 5, new: 10, source: .pointer), .animationStarted(animation))
    store.receiveCalls(.frameTicks(true), .render)
    // Back to the step at the press at once: the animation is interrupted, frames stop.
    store.send({ $0.cancelPointer() }, presentation: ArcStepperPresentation(fraction: 0.5)) {
      $0.currentStep = 5
      $0.drag = nil
      $0.animation = nil
    }
    store.receive(
      .valueChanged(old: 10, new: 5, source: .pointer), .animationCompleted(.interrupted),
      .interactionEnded(value: 5))
    store.receiveCalls(.frameTicks(false), .render)
    store.finish()
  }

  @Test func aDisabledArcTakesNoKeyOrWheel() throws {
    let store = try store()
    store.send({ $0.isEnabled = false }) {
      $0.isEnabled = false
    }
    store.receiveCalls(.render)
    #expect(!store.send { $0.keyPressed(.up) })
    #expect(!store.send { $0.scrolled(steps: 1) })
    store.receiveCalls()
    store.finish()
  }

  @Test func aNewConfigurationKeepsTheStepClampedAndReportsIt() throws {
    let store = try store(step: 8)
    var renders = 0
    store.driver.onRender = { renders += 1 }
    let six = try store.state.configuration.replacingStepCount(6)
    store.send({ $0.configuration = six }) {
      $0.configuration = six
      $0.currentStep = 6
    }
    #expect(renders == 1)
    store.receive(.valueChanged(old: 8, new: 6, source: .programmatic))
    // The old session's timer is cancelled; the new one's first render goes to the closure,
    // not to the host's counted render().
    store.receiveCalls(.cancelTimer)
    let down = ArcAnimation(
      from: 1, to: 5.0 / 6, start: .zero, durationPerFullSweep: six.durationPerFullSweep,
      easing: six.easing)
    store.send({ $0.keyPressed(.down) }) {
      $0.currentStep = 5
      $0.animation = down
    }
    #expect(renders == 2)  // the new session renders through the same closure
    store.receive(
      .valueChanged(old: 6, new: 5, source: .keyboard), .animationStarted(down),
      .interactionEnded(value: 5))
    store.receiveCalls(.frameTicks(true), .render)
    // Back to 6 at the same instant, where the arc still is: nothing left to animate.
    store.send({ $0.value = 6 }, presentation: ArcStepperPresentation(fraction: 1)) {
      $0.currentStep = 6
      $0.animation = nil
    }
    #expect(store.state.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
    store.receive(
      .valueChanged(old: 5, new: 6, source: .programmatic), .animationCompleted(.interrupted))
    store.receiveCalls(.frameTicks(false), .render)
    store.finish()
  }
}
