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

  /// The arc driver reports a drag's start and end as the stepper driver reports a hold
  /// (`onInteractingChanged`, one name and one rule on every driver); a key is a whole
  /// interaction in one, as on the stepper.
  @Test func aDragReportsInteractingAtItsStartAndEnd() throws {
    let store = try store()
    let configuration = store.state.configuration
    let log = Log()
    store.driver.onInteractingChanged = { log.lines.append("interacting \($0)") }
    store.driver.onInteractionEnded = { value in log.lines.append("ended \(value)") }
    func animation(_ from: Double, _ to: Double, at start: ControlInstant) -> ArcAnimation {
      ArcAnimation(
        from: from, to: to, start: start,
        durationPerFullSweep: configuration.durationPerFullSweep, easing: configuration.easing)
    }
    let key = animation(0.5, 0.6, at: .zero)
    #expect(
      store.send({ $0.keyPressed(.up) }) {
        $0.currentStep = 6
        $0.animation = key
      })
    #expect(log.lines == ["interacting true", "ended 6", "interacting false"])
    #expect(!store.driver.isInteracting)
    store.receive(
      .valueChanged(old: 5, new: 6, source: .keyboard), .animationStarted(key),
      .interactionEnded(value: 6))
    store.receiveCalls(.frameTicks(true), .render)
    // The key's animation to its end (11 frames move it, the 12th ends it), so the drags
    // below start from rest.
    store.advance(by: .seconds(1), presentation: ArcStepperPresentation(fraction: 0.6)) {
      $0.animation = nil
    }
    store.receive(.animationCompleted(.finished))
    store.receiveCalls(VirtualHostCall.renders(11) + [.frameTicks(false), .render])
    log.lines.removeAll()
    // A press on the ring (its top, at 12 o'clock) takes the pointer; a press in the centre does not.
    #expect(!store.send { $0.press(at: Point(x: 50, y: 50)) })
    store.send { $0.release(at: Point(x: 50, y: 50)) }
    // Each event draws once, changing nothing.
    store.receiveCalls(.render, .render)
    #expect(log.lines.isEmpty)
    // The ring runs from 135° through 270° of sweep: its top is half way, step 5.
    let back = animation(0.6, 0.5, at: ms(1_000))
    let top = Point(x: 50, y: 5)
    #expect(
      store.send({ $0.press(at: top) }) {
        $0.currentStep = 5
        $0.drag = ArcStepperDrag(stepAtPress: 6, lastFraction: 0.5, pinned: nil)
        $0.animation = back
      })
    #expect(store.driver.isInteracting)
    store.receive(.valueChanged(old: 6, new: 5, source: .pointer), .animationStarted(back))
    store.receiveCalls(.frameTicks(true), .render)
    let moved = Point(x: 60, y: 6)
    let movedFraction = try #require(store.state.geometry.fraction(at: moved))
    store.send({ $0.pointerMoved(to: moved) }) {
      $0.drag?.lastFraction = movedFraction
    }
    #expect(store.state.currentStep == 5)
    store.receiveCalls(.render)
    store.send({ $0.release(at: moved) }) {
      $0.drag = nil
    }
    #expect(!store.driver.isInteracting)
    store.receive(.interactionEnded(value: 5))
    store.receiveCalls(.render)
    let interacting = { log.lines.filter { $0.hasPrefix("interacting") } }
    #expect(interacting() == ["interacting true", "interacting false"])
    // After the interaction's end, which a callback may still treat as part of the gesture.
    #expect(log.lines.suffix(2) == ["ended \(store.driver.value)", "interacting false"])
    // 0.6 to 0.5 takes 200 ms: 11 frames move it, the 12th (1200.004 ms) ends it.
    store.advance(by: .seconds(1), presentation: ArcStepperPresentation(fraction: 0.5)) {
      $0.animation = nil
    }
    store.receive(.animationCompleted(.finished))
    store.receiveCalls(VirtualHostCall.renders(11) + [.frameTicks(false), .render])
    // A cancelled drag ends the interaction too, and so does a configuration change mid-drag.
    log.lines.removeAll()
    // At the step already shown: a drag, no change.
    let atTop = ArcStepperDrag(stepAtPress: 5, lastFraction: 0.5, pinned: nil)
    #expect(store.send({ $0.press(at: top) }) { $0.drag = atTop })
    store.receiveCalls(.render)
    store.send({ $0.cancelPointer() }) {
      $0.drag = nil
    }
    store.receive(.interactionEnded(value: 5))
    store.receiveCalls(.render)
    #expect(interacting() == ["interacting true", "interacting false"])
    log.lines.removeAll()
    #expect(store.send({ $0.press(at: top) }) { $0.drag = atTop })
    store.receiveCalls(.render)
    // The new session starts without the drag (the old one's timer cancelled, one render).
    let twenty = try ArcStepperConfiguration.article.replacingStepCount(20)
    store.send({ $0.configuration = twenty }) {
      $0.configuration = twenty
      $0.drag = nil
    }
    #expect(log.lines.last == "interacting false" && !store.driver.isInteracting)
    store.receiveCalls(.cancelTimer, .render)
    store.finish()
  }

  @Test func aNewConfigurationSetFromACallbackWaitsForTheRestOfTheEvent() throws {
    let host = VirtualHost()
    var configuration = try ArcStepperConfiguration.article.replacingStepCount(10)
    configuration.initialStep = 5
    let driver = ArcStepperDriver(configuration: configuration, host: host)
    driver.boundsChanged(Rect(x: 0, y: 0, width: 100, height: 100))
    let wider = try ArcStepperConfiguration.article.replacingStepCount(20)
    // The app answers a change with new rules, from inside the driver's callback (set again
    // on later changes, the same rules change nothing).
    driver.onValueChanged = { _, _ in driver.configuration = wider }
    let store = DriverTestStore(driver, host: host)
    let key = ArcAnimation(
      from: 0.5, to: 0.6, start: .zero, durationPerFullSweep: configuration.durationPerFullSweep,
      easing: configuration.easing)
    #expect(
      store.send({ $0.keyPressed(.up) }) {
        $0.configuration = wider
        $0.currentStep = 6
      })
    // The event's own effects all arrive (the interaction's end too), then the rules change.
    store.receive(
      .valueChanged(old: 5, new: 6, source: .keyboard), .animationStarted(key),
      .interactionEnded(value: 6))
    // The key's frames start; the new session (no animation) cancels the old one's timer and
    // frames and draws.
    store.receiveCalls(.frameTicks(true), .render, .cancelTimer, .frameTicks(false), .render)
    #expect(store.driver.configuration == wider && store.driver.value == 6)
    // The new session runs: a key steps within the new count.
    let end = ArcAnimation(
      from: 0.3, to: 1, start: .zero, durationPerFullSweep: wider.durationPerFullSweep,
      easing: wider.easing)
    #expect(
      store.send({ $0.keyPressed(.end) }) {
        $0.currentStep = 20
        $0.animation = end
      })
    #expect(store.driver.value == 20)
    store.receive(
      .valueChanged(old: 6, new: 20, source: .keyboard), .animationStarted(end),
      .interactionEnded(value: 20))
    store.receiveCalls(.frameTicks(true), .render)
    store.advance(by: .seconds(5), presentation: ArcStepperPresentation(fraction: 1)) {
      $0.animation = nil
    }
    store.receive(.animationCompleted(.finished))
    // 0.3 to 1 takes 1.4 s: 83 frames move it, the 84th (1400.03 ms) ends it.
    store.receiveCalls(VirtualHostCall.renders(83) + [.frameTicks(false), .render])
    #expect(store.host.isTickingFrames == false)
    store.finish()
  }

  @Test func aNewValueMidAnimationStartsFromThePresentedFraction() throws {
    let store = try store()
    let configuration = store.state.configuration
    let up = halfToFull(store)
    store.send({ $0.value = 10 }) {
      $0.currentStep = 10
      $0.animation = up
    }
    store.receive(.valueChanged(old: 5, new: 10, source: .programmatic), .animationStarted(up))
    store.receiveCalls(.frameTicks(true), .render)
    store.advance(by: .milliseconds(300))
    let onScreen = store.state.presentedFraction(at: store.host.now)
    #expect(onScreen > 0.5 && onScreen < 1)
    // Frames every 16.667 ms: 17 by 300 ms (the 18th is at 300.006 ms).
    store.receiveCalls(VirtualHostCall.renders(17))
    let down = ArcAnimation(
      from: onScreen, to: 0, start: ms(300),
      durationPerFullSweep: configuration.durationPerFullSweep, easing: configuration.easing)
    store.send({ $0.value = 0 }) {
      $0.currentStep = 0
      $0.animation = down
    }
    #expect(abs(store.driver.presentation.fraction - onScreen) < 1e-9)
    store.receive(
      .valueChanged(old: 10, new: 0, source: .programmatic), .animationCompleted(.interrupted),
      .animationStarted(down))
    store.receiveCalls(.render)
    store.advance(by: .milliseconds(17))
    #expect(store.driver.presentation.fraction < onScreen)
    // Frames 18 (300.006 ms) and 19 (316.673 ms).
    store.receiveCalls(.render, .render)
    store.advance(by: .seconds(5), presentation: ArcStepperPresentation(fraction: 0)) {
      $0.animation = nil
    }
    store.receive(.animationCompleted(.finished))
    // The way down from there takes 1.108 s, to 1408 ms: frames 20 (333.3 ms) to 84 (1400.03
    // ms) move it, 65, and the 85th ends it.
    store.receiveCalls(VirtualHostCall.renders(65) + [.frameTicks(false), .render])
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

  /// `onInteractingChanged` means one thing on both drivers (issue 44): a wheel notch and a
  /// screen reader action are each a whole interaction, reported around their step exactly as
  /// the stepper driver reports them; a key during a drag is part of the drag; a disabled arc
  /// reports nothing.
  @Test func oneShotInputsAreWholeInteractionsAsOnTheStepper() throws {
    let host = VirtualHost()
    let arc = ArcStepperDriver(configuration: .article, host: host)
    arc.boundsChanged(Rect(x: 0, y: 0, width: 100, height: 100))
    let stepper = StepperDriver(value: 5, host: VirtualHost())
    var arcLog: [String] = []
    var stepperLog: [String] = []
    arc.onInteractingChanged = { arcLog.append("interacting \($0)") }
    arc.onInteractionEnded = { _ in arcLog.append("ended") }
    stepper.onInteractingChanged = { stepperLog.append("interacting \($0)") }
    stepper.onInteractionEnded = { _ in stepperLog.append("ended") }
    let whole = ["interacting true", "ended", "interacting false"]
    #expect(arc.scrolled(steps: 1) && stepper.scrolled(steps: 1))
    #expect(arcLog == whole && arcLog == stepperLog)
    arcLog.removeAll()
    stepperLog.removeAll()
    arc.accessibilityAdjust(.decrement)
    stepper.accessibilityAdjust(.decrement)
    #expect(arcLog == whole && arcLog == stepperLog)
    #expect(!arc.isInteracting && !stepper.isInteracting)
    // A key during a drag: the drag's interaction goes on until the release.
    arcLog.removeAll()
    #expect(arc.press(at: Point(x: 50, y: 5)))
    #expect(arc.keyPressed(.up))
    #expect(
      arc.isInteracting && arcLog.filter { $0.hasPrefix("interacting") } == ["interacting true"])
    arc.release(at: Point(x: 50, y: 5))
    #expect(
      arcLog.filter { $0.hasPrefix("interacting") } == ["interacting true", "interacting false"])
    // Disabled: neither driver reports an interaction.
    arcLog.removeAll()
    stepperLog.removeAll()
    arc.isEnabled = false
    stepper.isEnabled = false
    arc.accessibilityAdjust(.increment)
    stepper.accessibilityAdjust(.increment)
    #expect(arcLog.filter { $0.hasPrefix("interacting") }.isEmpty)
    #expect(stepperLog.filter { $0.hasPrefix("interacting") }.isEmpty)
    arc.invalidate()
    stepper.invalidate()
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
    // The old session's timer is cancelled; the new one's first render goes to the host, then
    // the closure.
    store.receiveCalls(.cancelTimer, .render)
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

  /// A configuration that swaps the session draws the new session's first frame through the
  /// host, then the front-end's closure, like every other render (until 0e8c1cf it went to
  /// `onRender` only, so `VirtualHost` did not count it).
  @Test func aSwappedSessionsFirstRenderReachesTheHostThenTheClosure() throws {
    let store = try store()
    var seen: [Int] = []
    let host = store.host
    store.driver.onRender = { seen.append(host.renderCount) }
    let before = host.renderCount
    let twenty = try store.state.configuration.replacingStepCount(20)
    store.send({ $0.configuration = twenty }) {
      $0.configuration = twenty
    }
    store.receiveCalls(.cancelTimer, .render)
    #expect(host.renderCount == before + 1)
    // The closure ran once, after the host had counted the render.
    #expect(seen == [before + 1])
    store.finish()
  }
}
