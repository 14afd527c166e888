import ControlKitTestSupport
import Testing

@testable import ControlKit

/// Issue 9, reproduction 4: a hold whose pointer is dragged off the button pauses, as UIKit's
/// `touchDragExit` / `touchDragEnter` do, and a release outside never steps.
@Suite("Stepper hold: drag exit and enter")
struct StepperDragTests {
  @Test func draggingOutPausesTheRepeatAndReleasingOutsideNeverSteps() throws {
    var state = StepperState(value: 17, configuration: try quantityConfiguration(maximum: 99))
    _ = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))  // 18
    #expect(state.reduce(.dragExited(at: ms(100))) == [.cancelTimer])
    expectState(
      state, value: 18,
      hold: StepperHold(direction: .increment, pointer: .mouse, isPointerInside: false))
    // The front-end's timer may still fire once: it is stale.
    #expect(state.reduce(.repeatTimerFired(at: ms(400))).isEmpty)
    #expect(state.reduce(.repeatTimerFired(at: ms(1600))).isEmpty)
    #expect(state.reduce(.released(inside: false, at: ms(1600))) == [.interactionEnded(value: 18)])
    expectState(state, value: 18)
  }

  @Test(arguments: [StepperPointerKind.mouse, .touch])
  func draggingBackResumesAfterTheInitialDelayWithoutAStepAtOnce(pointer: StepperPointerKind)
    throws
  {
    let configuration = try quantityConfiguration(maximum: 99)
    let delay = try #require(configuration.repeatPolicy.initialDelay(for: pointer))
    var state = StepperState(value: 1, configuration: configuration)
    _ = state.reduce(.incrementPressed(pointer: pointer, at: ms(0)))  // 2
    _ = state.reduce(.repeatTimerFired(at: .zero.advanced(by: delay)))  // 3, repeat 1
    _ = state.reduce(.dragExited(at: ms(1000)))
    let resume = ms(1200)
    let deadline = resume.advanced(by: delay)
    #expect(state.reduce(.dragEntered(at: resume)) == [.scheduleTimer(at: deadline)])
    expectState(
      state, value: 3,
      hold: StepperHold(
        direction: .increment, pointer: pointer, repeatCount: 1, deadline: deadline))
    // A millisecond early is stale; on time it steps, keeping the hold's acceleration count.
    #expect(state.reduce(.repeatTimerFired(at: deadline.advanced(by: .milliseconds(-1)))).isEmpty)
    let effects = state.reduce(.repeatTimerFired(at: deadline))
    #expect(effects.first == .valueChanged(old: 3, new: 4, source: .repeat))
    #expect(state.repeatCount == 2)
  }

  @Test func draggingBackAtTheLimitSchedulesNothing() throws {
    var state = StepperState(value: 9, configuration: try quantityConfiguration())
    _ = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))  // 10 = max
    #expect(state.reduce(.dragExited(at: ms(50))).isEmpty)  // no timer was running
    #expect(state.reduce(.dragEntered(at: ms(90))).isEmpty)
    expectState(state, value: 10, hold: StepperHold(direction: .increment, pointer: .mouse))
  }

  @Test func dragEventsWithoutAHoldOrRepeatedChangeNothing() throws {
    var state = StepperState(value: 4, configuration: try quantityConfiguration())
    let before = state
    #expect(state.reduce(.dragExited(at: ms(0))).isEmpty)
    #expect(state.reduce(.dragEntered(at: ms(1))).isEmpty)
    #expect(state == before)

    _ = state.reduce(.incrementPressed(pointer: .touch, at: ms(10)))
    #expect(state.reduce(.dragEntered(at: ms(20))).isEmpty)  // already inside
    _ = state.reduce(.dragExited(at: ms(30)))
    let paused = state
    #expect(state.reduce(.dragExited(at: ms(40))).isEmpty)  // already outside
    #expect(state == paused)
  }

  @Test func draggingBackIntoADisabledStepperDoesNotResume() throws {
    var state = StepperState(value: 1, configuration: try quantityConfiguration())
    _ = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))
    _ = state.reduce(.dragExited(at: ms(10)))
    _ = state.reduce(.enabledChanged(false, at: ms(20)))  // ends the hold
    #expect(state.reduce(.dragEntered(at: ms(30))).isEmpty)
    #expect(state.hold == nil)
  }
}
