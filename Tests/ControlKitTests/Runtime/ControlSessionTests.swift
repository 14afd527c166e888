import ControlKit
import ControlKitTestSupport
import ControlKitTesting
import Testing

/// The runtime's contract: one order (reduce, host actions, render once, effects reported in
/// order), no re-entrancy,
/// the one timer and frame ticks driven by the state, on a virtual clock.
@MainActor
@Suite("Control session")
struct ControlSessionTests {
  @Test func theHostActsThenOneRenderThenTheEffectsAreReported() throws {
    let host = VirtualHost()
    let session = ControlSession(
      StepperState(value: 5, configuration: try quantityConfiguration()))
    host.drive(session)
    var order: [String] = []
    session.onEffect = { effect in order.append("\(host.calls.count):\(effect)") }
    session.send(.incrementPressed(pointer: .mouse, at: host.now))
    // The timer call, then one render, then the effects reported in order: a callback finds
    // the control already drawn for the new state.
    #expect(host.calls == [.scheduleTimer(at: ms(400)), .render])
    #expect(
      order == [
        "2:.valueChanged(old: 5, new: 6, source: .button)",
        "2:.scheduleTimer(at: t=400ms)",
      ])
  }

  @Test func aPushAtTheLimitPlaysFeedbackAnnouncesAndShakes() throws {
    let host = VirtualHost()
    let session = ControlSession(
      StepperState(value: 10, configuration: try quantityConfiguration()))
    host.drive(session)
    session.send(.keyPressed(.up, at: host.now))
    #expect(
      host.calls == [
        .frameTicks(true), .limitFeedback(.upper, .standard), .announce("Maximum reached"),
        .render,
      ])
  }

  @Test func theControlHearsOfEachRenderAndLimitFeedbackAfterTheHost() throws {
    let host = VirtualHost()
    let session = ControlSession(
      StepperState(value: 10, configuration: try quantityConfiguration()))
    host.drive(session)
    var order: [String] = []
    session.onRender = { order.append("redraw after \(host.calls.count)") }
    session.onLimitFeedback = { feedback, limit in
      order.append("\(limit) after \(host.calls.count)")
    }
    session.onEffect = { effect in order.append("effect after \(host.calls.count)") }
    session.send(.keyPressed(.up, at: host.now))
    // Host calls: frame ticks, limit feedback, announcement, render. The control hears of the
    // feedback and the render after the host, then of each effect (limit reached, announce,
    // interaction ended) after the one render.
    #expect(
      order == [
        "upper after 2", "redraw after 4", "effect after 4", "effect after 4", "effect after 4",
      ])
    session.invalidate()
    #expect(session.onRender == nil && session.onLimitFeedback == nil)
  }

  @Test func anEventSentFromACallbackWaitsForTheCurrentOne() throws {
    let host = VirtualHost()
    let session = ControlSession(StepperState(value: 1, configuration: try quantityConfiguration()))
    host.drive(session)
    var reported: [StepperEffect] = []
    session.onEffect = { effect in
      reported.append(effect)
      // An app that snaps every change back to 5 from inside its value callback.
      if case .valueChanged(_, let new, .keyboard) = effect, new != 5 {
        session.send(.valueSetProgrammatically(5, at: host.now))
        // Not handled yet: the state is still the one this effect came from.
        #expect(session.state.value == new)
      }
    }
    session.send(.keyPressed(.up, at: host.now))
    #expect(
      reported == [
        .valueChanged(old: 1, new: 2, source: .keyboard), .interactionEnded(value: 2),
        .valueChanged(old: 2, new: 5, source: .programmatic),
      ])
    #expect(session.state.value == 5)
    #expect(host.renderCount == 2)
  }

  @Test func holdToRepeatRunsOnTheVirtualClock() throws {
    let host = VirtualHost()
    let session = ControlSession(StepperState(value: 0, configuration: try quantityConfiguration()))
    host.drive(session)
    session.send(.incrementPressed(pointer: .mouse, at: host.now))
    host.advance(by: .milliseconds(399))
    #expect(session.state.value == 1 && host.timerFireCount == 0)
    host.advance(by: .milliseconds(1))
    #expect(session.state.value == 2 && host.timerFireCount == 1)
    // The first repeat at 400 ms; the next one interval (150 ms) later.
    #expect(host.timerDeadline == ms(550))
    session.send(.released(inside: true, at: host.now))
    #expect(host.timerDeadline == nil)
    host.advance(by: .seconds(5))
    #expect(session.state.value == 2 && host.timerFireCount == 1)
  }

  @Test func theShakeTicksFramesOnlyWhileItMoves() throws {
    let host = VirtualHost()
    let session = ControlSession(
      StepperState(value: 10, configuration: try quantityConfiguration()))
    host.drive(session)
    #expect(!host.isTickingFrames)
    session.send(.keyPressed(.up, at: host.now))
    #expect(host.isTickingFrames && session.state.shakeStartedAt == .zero)
    var largest = 0.0
    for _ in 0..<12 {
      host.advance(by: .milliseconds(10))
      largest = max(largest, abs(session.presentation.shakeOffset))
    }
    #expect(largest > 5, "the content moved sideways: \(largest)")
    host.advance(by: .milliseconds(420))
    #expect(!host.isTickingFrames && session.state.shakeStartedAt == nil)
    #expect(session.presentation.shakeOffset == 0)
    // 420 ms at 60 Hz: the 26th frame (433.342 ms) is the first at or past the end, and ends
    // the shake; none while idle.
    #expect(host.frameCount == 26)
    host.advance(by: .seconds(10))
    // Renders: the key press, then every frame (the content moves on each, and the last puts it
    // back): 27, and none while idle.
    #expect(host.frameCount == 26 && host.renderCount == 27)
  }

  @Test func invalidateStopsTheTimerAndFrames() throws {
    let host = VirtualHost()
    let session = ControlSession(
      StepperState(value: 9, configuration: try quantityConfiguration()))
    host.drive(session)
    session.send(.incrementPressed(pointer: .mouse, at: host.now))
    session.send(.incrementPressed(pointer: .mouse, at: host.now))
    #expect(host.timerDeadline == nil && host.isTickingFrames)
    session.send(.decrementPressed(pointer: .mouse, at: host.now))
    #expect(host.timerDeadline != nil)
    session.invalidate()
    #expect(host.timerDeadline == nil && !host.isTickingFrames && session.host == nil)
    host.advance(by: .seconds(1))
    #expect(session.state.value == 9)
  }

  @Test func theArcTicksFramesUntilItsStrokeArrives() {
    let host = VirtualHost()
    let session = ControlSession(
      ArcStepperState(bounds: Rect(x: 0, y: 0, width: 100, height: 100)))
    host.drive(session)
    session.send(.keyPressed(.up, at: host.now))
    #expect(host.isTickingFrames)
    let start = session.presentation.fraction
    host.advance(by: .milliseconds(50))
    #expect(session.presentation.fraction > start && session.presentation.fraction < 0.6)
    host.advance(by: .seconds(2))
    #expect(!host.isTickingFrames && session.state.animation == nil)
    #expect(session.presentation.fraction == 0.6)
  }
}
