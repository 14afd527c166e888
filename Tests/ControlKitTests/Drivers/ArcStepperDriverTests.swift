import ControlKit
import ControlKitTestSupport
import ControlKitTesting
import Testing

/// The arc stepper's driver, once for every front-end, on a virtual clock.
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

  @Test func aKeyStepsAndAnimatesFromWhatIsOnScreen() throws {
    let (driver, host, log) = try make()
    #expect(driver.keyPressed(.up))
    #expect(log.lines == ["value 6 keyboard", "ended 6"])
    #expect(driver.presentation.fraction == 0.5)
    host.advance(by: .milliseconds(100))
    #expect(driver.presentation.fraction > 0.5 && driver.presentation.fraction < 0.6)
    host.advance(by: .seconds(1))
    #expect(driver.presentation.fraction == 0.6)
    #expect(host.isTickingFrames == false)
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
    let (driver, host, _) = try make()
    driver.reducesMotion = true
    driver.keyPressed(.end)
    #expect(driver.presentation.fraction == 1)
    #expect(host.isTickingFrames == false)
  }

  @Test func aScreenReaderAdjustsAndTheEndHolds() throws {
    let (driver, _, log) = try make(step: 9)
    driver.accessibilityAdjust(.increment)
    driver.accessibilityAdjust(.increment)
    #expect(driver.value == 10)
    #expect(log.lines.first == "value 10 accessibility")
    #expect(log.lines.contains("limit upper"))
  }

  @Test func draggingOnTheRingPicksTheNearestStep() throws {
    let (driver, _, log) = try make()
    let end = driver.state.geometry.point(forFraction: 1)
    driver.drag(to: end)
    #expect(driver.isPointerDown)
    driver.release(at: end)
    #expect(!driver.isPointerDown)
    #expect(log.lines.last == "ended 10")
    #expect(driver.value == 10)
  }

  @Test func aCancelledDragRestoresTheStep() throws {
    let (driver, _, _) = try make()
    let end = driver.state.geometry.point(forFraction: 1)
    #expect(driver.press(at: end))
    driver.cancelPointer()
    #expect(driver.value == 5)
  }

  @Test func aDisabledArcTakesNoKeyOrWheel() throws {
    let (driver, _, log) = try make()
    driver.isEnabled = false
    #expect(!driver.keyPressed(.up))
    #expect(!driver.scrolled(steps: 1))
    #expect(log.lines.isEmpty)
  }

  @Test func aNewConfigurationKeepsTheStepClampedAndReportsIt() throws {
    let (driver, _, log) = try make(step: 8)
    var renders = 0
    driver.onRender = { renders += 1 }
    driver.configuration = try driver.configuration.replacingStepCount(6)
    #expect(renders == 1)
    driver.keyPressed(.down)  // the new session renders through the same closure
    #expect(renders == 2)
    log.lines.removeLast(2)
    #expect(driver.value == 5)
    driver.value = 6
    #expect(driver.state.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(log.lines == ["value 6 programmatic", "value 6 programmatic"])
  }
}
