import ControlKitTestSupport
import ControlKitTesting
import Testing

@testable import ControlKit

/// A touch policy per task (issue 36): the strictest of the running tasks' wins, and a task's
/// policy ends with it, so one flow's `.blocksAll` never outlives the flow on a shared HUD.
@MainActor
@Suite("HUD touch policy per task")
struct HUDTaskTouchPolicyTests {
  let container = Rect(x: 0, y: 0, width: 375, height: 667)

  @Test func theStrictestRunningTaskWinsAndLeavesWithItsTask() {
    let host = VirtualHost()
    let store = DriverTestStore(
      // The platform's spinner: no frames at rest, so the fades' frames are counted exactly.
      HUDDriver(
        timing: HUDTiming(gracePeriod: .zero), touchPolicy: .passesThrough,
        spinnerSource: .platform, host: host),
      host: host)
    let reading = HUDContent.spinner("Reading")
    let paying = HUDContent.spinner("Paying").blocking(.blocksAll)
    let browsing = HUDContent.spinner("Browsing").blocking(.blocksBox)
    let fade = Duration.milliseconds(200)
    let first = store.beginShowingAtOnce(reading, as: HUDToken(1), announcing: "Reading")
    // The fade-in's 11 frames (it ends on its timer at 200 ms, 4 µs before a 12th would).
    store.finishFadeIn(after: .milliseconds(300))
    #expect(store.driver.effectiveTouchPolicy == .passesThrough)
    let second = store.send({ $0.begin(paying) }) {
      $0.activeTokens = [HUDToken(1), HUDToken(2)]
      $0.taskContents[HUDToken(2)] = paying
      $0.displayedContent = paying
      $0.displayedTask = HUDToken(2)
    }
    #expect(
      store.state.activeTouchPolicy == .blocksAll
        && store.driver.effectiveTouchPolicy == .blocksAll)
    let layout = HUDLayout(
      content: store.state.displayedContent ?? .spinner(), container: container,
      measure: FixedAdvanceTextMeasurer())
    #expect(store.state.blocksTouch(at: Point(x: 5, y: 5), layout: layout))
    store.receive(.displayedContentChanged(paying))
    store.receiveCalls(.render)
    // A looser task does not loosen it.
    let third = store.send({ $0.begin(browsing) }) {
      $0.activeTokens = [HUDToken(1), HUDToken(2), HUDToken(3)]
      $0.taskContents[HUDToken(3)] = browsing
      $0.displayedContent = browsing
      $0.displayedTask = HUDToken(3)
    }
    #expect(store.state.activeTouchPolicy == .blocksAll)
    store.receive(.displayedContentChanged(browsing))
    store.receiveCalls(.render)
    store.send({ $0.end(second) }) {
      $0.activeTokens = [HUDToken(1), HUDToken(3)]
      $0.taskContents[HUDToken(2)] = nil
    }
    #expect(store.state.activeTouchPolicy == .blocksBox)
    store.receiveCalls(.render)
    store.send({ $0.end(third) }) {
      $0.activeTokens = [HUDToken(1)]
      $0.taskContents[HUDToken(3)] = nil
      $0.displayedContent = reading
      $0.displayedTask = HUDToken(1)
    }
    #expect(store.state.activeTouchPolicy == .passesThrough)
    #expect(!store.state.blocksTouch(at: Point(x: 5, y: 5), layout: layout))
    store.receive(.displayedContentChanged(reading))
    store.receiveCalls(.render)
    // The last task ends before the minimum time (500 ms): held to it, then the fade-out.
    store.endLastTask(first, holdingUntil: ms(500))
    store.advance(by: .seconds(1), changes: DriverTestStore.gone)
    store.receive(
      .beginHideAnimation(duration: fade), .scheduleTimer(at: ms(700)), .hidden, .stopSpinner)
    store.receiveCalls(
      [.frameTicks(true), .scheduleTimer(at: ms(700)), .render] + VirtualHostCall.renders(11)
        + [.frameTicks(false), .render])
    store.finish()
  }

  /// With no task left, the last task's own policy stays with its content through the minimum
  /// show time and the fade-out, so its dimming fades out with the box.
  @Test func theLastTasksPolicyFadesOutWithTheBox() {
    let host = VirtualHost()
    let store = DriverTestStore(
      // The platform's spinner: no frames at rest, so the fades' frames are counted exactly.
      HUDDriver(
        timing: HUDTiming(gracePeriod: .zero), touchPolicy: .passesThrough,
        spinnerSource: .platform, host: host),
      host: host)
    let paying = HUDContent.spinner("Paying").blocking(.blocksAll)
    let fade = Duration.milliseconds(200)
    let token = store.beginShowingAtOnce(paying, as: HUDToken(1), announcing: "Paying")
    store.finishFadeIn(after: .milliseconds(300))
    store.endLastTask(token, holdingUntil: ms(500))
    #expect(store.state.phase.isOnScreen && store.state.activeTouchPolicy == .blocksAll)
    store.advance(by: .milliseconds(300)) {
      DriverTestStore<HUDDriver>.fadingOut(at: ms(500))(&$0)
    }
    #expect(store.state.activeTouchPolicy == .blocksAll)
    store.receive(.beginHideAnimation(duration: fade), .scheduleTimer(at: ms(700)))
    store.receiveCalls(
      [.frameTicks(true), .scheduleTimer(at: ms(700)), .render] + VirtualHostCall.renders(5))
    // A new task with no policy of its own takes the HUD's back, reversing the fade-out from
    // where it is (half way).
    let reading = HUDContent.spinner("Reading")
    let next = store.send({ $0.begin(reading) }) {
      $0.phase = .showing(since: ms(600), minimumUntil: ms(1_100))
      $0.activeTokens = [HUDToken(2)]
      $0.taskContents = [HUDToken(2): reading]
      $0.displayedContent = reading
      $0.displayedTask = HUDToken(2)
      $0.fade = HUDFade(from: 0.5, to: 1, start: ms(600), duration: fade)
      $0.scheduledTimer = ms(800)
    }
    #expect(store.state.activeTouchPolicy == .passesThrough)
    store.receive(
      .displayedContentChanged(reading), .beginShowAnimation(duration: fade),
      .announce("Reading"), .scheduleTimer(at: ms(800)))
    store.receiveCalls(.announce("Reading"), .scheduleTimer(at: ms(800)), .render)
    store.send({ $0.end(next) }) {
      $0.activeTokens = []
      $0.taskContents = [:]
    }
    store.receiveCalls(.render)
    // The fade-in ends at 800 ms (12 frames), the minimum time at 1100 ms, the fade-out at
    // 1300 ms (11 frames).
    store.advance(by: .seconds(2), changes: DriverTestStore.gone)
    store.receive(
      .shown, .scheduleTimer(at: ms(1_100)), .beginHideAnimation(duration: fade),
      .scheduleTimer(at: ms(1_300)), .hidden, .stopSpinner)
    store.receiveCalls(
      VirtualHostCall.renders(12) + [.frameTicks(false), .scheduleTimer(at: ms(1_100)), .render]
        + [.frameTicks(true), .scheduleTimer(at: ms(1_300)), .render]
        + VirtualHostCall.renders(11) + [.frameTicks(false), .render])
    store.finish()
  }

  @Test func aStatusMayAskForItsOwn() {
    var hud = HUDState(touchPolicy: .passesThrough)
    hud.reduce(.statusPosted(HUDContent.error("Declined").blocking(.blocksAll), at: .zero))
    #expect(hud.activeTouchPolicy == .blocksAll)
    var plain = HUDState(touchPolicy: .blocksBox)
    plain.reduce(.statusPosted(.success("Saved"), at: .zero))
    #expect(plain.activeTouchPolicy == .blocksBox)
  }

  @Test func strictnessOrdersThePolicies() {
    #expect(
      HUDTouchPolicy.allCases.sorted { $0.strictness < $1.strictness }
        == [.passesThrough, .blocksBox, .blocksAll])
  }
}
