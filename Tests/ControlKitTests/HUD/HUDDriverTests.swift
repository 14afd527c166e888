import ControlKitTestSupport
import ControlKitTesting
import Testing

@testable import ControlKit

/// The HUD's driver on a virtual clock: what every front-end (GTK, UIKit, SwiftUI) does, tested
/// once.
///
/// Each front-end only maps its window and settings to these calls and draws the state.
@MainActor
@Suite("HUD driver")
struct HUDDriverTests {
  /// A store over a HUD on a fresh virtual clock: every step states the whole state, every
  /// effect and host call is received, and nothing is left at the end.
  func store(policy: HUDTouchPolicy = .blocksAll) -> DriverTestStore<HUDDriver> {
    let host = VirtualHost()
    return DriverTestStore(HUDDriver(touchPolicy: policy, host: host), host: host)
  }

  /// A store over a HUD with the platform's spinner (no frames at rest, so the fades' frames
  /// are counted exactly) on a fresh virtual clock.
  func platformStore(
    policy: HUDTouchPolicy = .blocksBox, language: ControlLanguage = .english
  ) -> DriverTestStore<HUDDriver> {
    let host = VirtualHost()
    let hud = HUDDriver(
      touchPolicy: policy, language: language, spinnerSource: .platform, host: host)
    return DriverTestStore(hud, host: host)
  }

  @Test func theDriverMintsANewTokenForEveryTask() {
    let store = store()
    let (a, b) = (HUDContent.spinner("A"), HUDContent.spinner("B"))
    let (c, d) = (HUDContent.spinner("C"), HUDContent.spinner("D"))
    let first = store.beginInGrace(a, as: HUDToken(1))
    let second = store.beginAlongside(b, as: HUDToken(2))
    let third = store.beginAlongside(c, as: HUDToken(3))
    #expect([first, second, third] == [HUDToken(1), HUDToken(2), HUDToken(3)])
    store.send({ $0.end(first) }) {
      $0.activeTokens = [HUDToken(2), HUDToken(3)]
      $0.taskContents[HUDToken(1)] = nil
    }
    store.receiveCalls(.render)
    let fourth = store.send({ $0.begin(d) }) {
      $0.activeTokens = [HUDToken(2), HUDToken(3), HUDToken(4)]
      $0.taskContents[HUDToken(4)] = d
      $0.displayedContent = d
      $0.displayedTask = HUDToken(4)
    }
    #expect(fourth == HUDToken(4))
    store.receive(.displayedContentChanged(d))
    store.receiveCalls(.render)
    store.send({ $0.dismiss() }, changes: DriverTestStore.endedInGrace)
    store.receiveGraceEnd()
    store.finish()
  }

  @Test func aTaskShowsAfterTheGracePeriodAndIsAnnouncedOnce() {
    let store = store()
    let saving = HUDContent.spinner("Saving…")
    let fade = Duration.milliseconds(200)
    store.beginInGrace(saving, as: HUDToken(1))
    store.advance(by: .milliseconds(499))
    #expect(store.driver.effectiveTouchPolicy == .passesThrough)
    store.receiveCalls()
    store.advanceToShow(by: .milliseconds(1), announcing: "Saving…")
    #expect(store.driver.effectiveTouchPolicy == .blocksAll)
    // The fade-in's 11 frames, its end on the timer at 700 ms, a spinner step at 750 ms.
    store.advance(by: .milliseconds(300)) {
      $0.phase = .visible(since: ms(700), minimumUntil: ms(1_000))
      $0.fade = nil
      $0.scheduledTimer = nil
    }
    #expect(store.driver.presentation.opacity == 1)
    #expect(store.host.announcements == ["Saving…"])
    store.receive(.shown)
    store.receiveCalls(VirtualHostCall.renders(11 + 1 + 1))
    store.endLastTask(HUDToken(1), holdingUntil: ms(1_000))
    // Spinner steps at 833 and 917 ms, the hide at 1000 ms, 12 frames of fade, gone at 1200 ms.
    store.advance(by: .seconds(1), changes: DriverTestStore.gone)
    store.receive(
      .beginHideAnimation(duration: fade), .scheduleTimer(at: ms(1_200)), .hidden, .stopSpinner)
    store.receiveCalls(
      VirtualHostCall.renders(2) + [.scheduleTimer(at: ms(1_200)), .render]
        + VirtualHostCall.renders(12) + [.frameTicks(false), .render])
    store.finish()
  }

  @Test func aTaskShorterThanTheGracePeriodNeverShowsTheHUD() {
    let store = store()
    var renders = 0
    store.driver.onRender = { renders += 1 }
    let loading = HUDContent.spinner("Loading")
    let token = store.beginInGrace(loading, as: HUDToken(1))
    store.advance(by: .milliseconds(300))
    store.receiveCalls()
    // The content is chosen, the grace timer set and cancelled: nothing else, ever.
    store.endInGrace(token)
    store.advance(by: .seconds(2), presentation: HUDPresentation(opacity: 0, spinnerPhase: nil))
    store.receiveCalls()
    #expect(store.host.announcements.isEmpty && store.host.frameCount == 0 && renders == 2)
    store.finish()
  }

  @Test func aTwoSecondTaskShowsTheHUDAndTheSpinnerTicksOnlyWhileItIsOnScreen() {
    let store = store()
    let hud = store.driver
    var spinnerRedraws = 0
    var lastPhase: Double?
    hud.onRender = {
      let phase = hud.presentation.spinnerPhase
      if let phase, let last = lastPhase, phase != last { spinnerRedraws += 1 }
      lastPhase = phase
    }
    let saving = HUDContent.spinner("Saving")
    let token = store.beginInGrace(saving, as: HUDToken(1))
    // The spinner's steps (12 a second from 500 ms) at 750 … 1917 ms: 15; the one at 2000 ms is
    // due after the last frame (1983.4 ms) and is drawn by the end's own render.
    store.advanceToShown(by: .seconds(2), announcing: "Saving", spinnerSteps: 15)
    store.endLastTask(token, at: ms(2_000))
    store.finishFadeOut(after: .seconds(2))
    // Frames tick every 16.667 ms from the show (500 ms) until the fade-out ends on its timer
    // at 2200 ms (the 101st frame, at 2183.367 ms, is the last); none after.
    #expect(store.host.frameCount == 101 && !store.host.isTickingFrames)
    // The spinner moves 12 times a second while on screen: 1.7 s, 20 new spokes drawn.
    #expect(spinnerRedraws == 20)
    store.finish()
  }

  @Test func twoOverlappingTasksShowOneHUDUntilTheLastEnds() {
    let store = store()
    let (a, b) = (HUDContent.spinner("A"), HUDContent.spinner("B"))
    let first = store.beginInGrace(a, as: HUDToken(1))
    store.advance(by: .milliseconds(200))
    store.receiveCalls()
    let second = store.beginAlongside(b, as: HUDToken(2))
    // One show at the first task's grace deadline (500 ms): the newest task's title is the one
    // shown and announced. (The spinner's steps at 750 … 1167 ms.)
    store.advanceToShown(announcing: "B", spinnerSteps: 6)
    store.send({ $0.end(first) }) {
      $0.activeTokens = [HUDToken(2)]
      $0.taskContents[HUDToken(1)] = nil
    }
    store.receiveCalls(.render)
    store.advance(by: .seconds(1))
    #expect(store.state.phase.isOnScreen && store.state.displayedContent?.title == "B")
    // The spinner's steps at 1250 … 2167 ms.
    store.receiveCalls(VirtualHostCall.renders(12))
    // One hide, after the last task.
    store.endLastTask(second, at: ms(2_200))
    store.finishFadeOut()
    #expect(store.host.announcements == ["B"])
    store.finish()
  }

  @Test func theMinimumShowTimeHoldsAfterAQuickEnd() {
    let store = store()
    let blank = HUDContent.spinner("")
    let token = store.beginInGrace(blank, as: HUDToken(1))
    store.advanceToShow(by: .milliseconds(600), announcing: "Loading", frames: 5)
    store.send({ $0.end(token) }) {
      $0.activeTokens = []
      $0.taskContents = [:]
    }
    store.receiveCalls(.render)
    // Fully visible since the fade-in's end (its timer at 700 ms, before the 12th frame at
    // 700.004 ms), and held until the minimum show time ends at 1000 ms.
    store.advance(by: .milliseconds(399)) {
      $0.phase = .visible(since: ms(700), minimumUntil: ms(1_000))
      $0.fade = nil
      $0.scheduledTimer = ms(1_000)
    }
    store.receive(.shown, .scheduleTimer(at: ms(1_000)))
    // Six more frames of fade, its end, then the spinner's steps at 750, 833 and 917 ms.
    store.receiveCalls(
      VirtualHostCall.renders(6) + [.scheduleTimer(at: ms(1_000)), .render]
        + VirtualHostCall.renders(3))
    store.advance(by: .milliseconds(1)) {
      DriverTestStore<HUDDriver>.fadingOut(at: ms(1_000))(&$0)
    }
    store.receiveFadeOutStart(at: ms(1_000))
    store.finishFadeOut()
    store.finish()
  }

  @Test func aStatusShowsAtOnceForItsReadingTime() {
    let store = store()
    // Its reading time is the minimum for a short title.
    #expect(HUDTiming().statusDuration.duration(for: "Saved") == .milliseconds(1_500))
    // Shown at once, fully at 200 ms, held for its reading time, hidden at 1700 ms; frames only
    // while the box fades (a status has no spinner), 11 each way.
    store.postAndFadeOut(.success("Saved"), at: 0, haptic: .success)
    store.finish()
  }

  @Test func aDelayedDismissEndsEveryTask() {
    let store = store()
    let (a, b) = (HUDContent.spinner("A"), HUDContent.spinner("B"))
    store.beginInGrace(a, as: HUDToken(1))
    store.beginAlongside(b, as: HUDToken(2))
    store.advanceToShown(announcing: "B", spinnerSteps: 3)
    store.send({ $0.dismiss(after: .seconds(1)) }) {
      $0.dismissAt = ms(2_000)
      $0.scheduledTimer = ms(2_000)
    }
    store.receive(.scheduleTimer(at: ms(2_000)))
    store.receiveCalls(.scheduleTimer(at: ms(2_000)), .render)
    // Nothing ends before the deadline; the spinner steps on (11 steps: the one at 1000 ms was
    // drawn by the dismiss call's own render).
    store.advance(by: .milliseconds(999))
    #expect(store.state.activeTokens == [HUDToken(1), HUDToken(2)])
    store.receiveCalls(VirtualHostCall.renders(11))
    store.advance(by: .milliseconds(1)) {
      $0.activeTokens = []
      $0.taskContents = [:]
      $0.dismissAt = nil
      DriverTestStore<HUDDriver>.fadingOut(at: ms(2_000))(&$0)
    }
    store.receiveFadeOutStart(at: ms(2_000))
    store.finishFadeOut()
    store.finish()
  }

  @Test func duringRunsTheWorkAsOneTask() async throws {
    struct Failure: Error {}
    let store = store()
    let saving = HUDContent.spinner("Saving")
    let fade = Duration.milliseconds(200)
    let result = await store.driver.during(saving) {
      // The task `during` began before running the work, asserted from inside it.
      store.assertBeganInGrace(saving, as: HUDToken(1))
      store.advanceToShown(announcing: "Saving", spinnerSteps: 3)
      #expect(store.state.phase.isOnScreen && store.state.activeTokens == [HUDToken(1)])
      return 42
    }
    #expect(result == 42)
    // The work is over: `during` ended its task at the minimum time, so the HUD fades out.
    store.assert {
      $0.activeTokens = []
      $0.taskContents = [:]
      DriverTestStore<HUDDriver>.fadingOut(at: ms(1_000))(&$0)
    }
    store.receiveFadeOutStart(at: ms(1_000))
    await #expect(throws: Failure.self) {
      try await store.driver.during { throw Failure() }
    }
    // Begun at 1000 ms as the HUD starts to fade out: the fade turns back (from full opacity),
    // the untitled task is announced, ended at once, and held for the minimum show time.
    store.assert {
      $0.phase = .showing(since: ms(1_000), minimumUntil: ms(1_500))
      $0.displayedContent = .spinner()
      $0.displayedTask = HUDToken(2)
      $0.fade = HUDFade(from: 1, to: 1, start: ms(1_000), duration: fade)
    }
    #expect(store.state.activeTokens.isEmpty)
    store.receive(
      .displayedContentChanged(.spinner()), .beginShowAnimation(duration: fade),
      .announce("Loading"))
    store.receiveCalls(.announce("Loading"), .render, .render)
    store.advance(by: .seconds(1), changes: DriverTestStore.gone)
    store.receive(
      .shown, .scheduleTimer(at: ms(1_500)), .beginHideAnimation(duration: fade),
      .scheduleTimer(at: ms(1_700)), .hidden, .stopSpinner)
    // The opacity stays at 1 to 1200 ms: only the spinner's steps (1083, 1167 ms) redraw, then
    // the timer's end of the fade, the steps at 1250, 1333 and 1417 ms, the hide at 1500 ms and
    // its 12 frames (the first at 1500.02 ms), gone on the timer at 1700 ms.
    store.receiveCalls(
      VirtualHostCall.renders(2) + [.scheduleTimer(at: ms(1_500)), .render]
        + VirtualHostCall.renders(3) + [.scheduleTimer(at: ms(1_700)), .render]
        + VirtualHostCall.renders(12) + [.frameTicks(false), .render])
    store.finish()
  }

  @Test func theSimpleModifiersStateIsOneTask() {
    let store = store()
    let loading = HUDContent.spinner("Loading")
    let still = HUDContent.spinner("Still loading")
    store.send(
      { $0.setPresented(true, content: loading) },
      changes: DriverTestStore.beganInGrace(loading, as: HUDToken(1)))
    store.receiveGraceStart(loading)
    // Presented again: the same task, its content updated.
    store.send({ $0.setPresented(true, content: still) }) {
      $0.taskContents = [HUDToken(1): still]
      $0.displayedContent = still
    }
    store.receive(.displayedContentChanged(still))
    store.receiveCalls(.render)
    store.advanceToShown(announcing: "Still loading", spinnerSteps: 3)
    #expect(store.state.activeTokens == [HUDToken(1)])
    #expect(store.state.displayedContent?.title == "Still loading")
    store.send({ $0.setPresented(false, content: .spinner("")) }) {
      $0.activeTokens = []
      $0.taskContents = [:]
      DriverTestStore<HUDDriver>.fadingOut(at: ms(1_000))(&$0)
    }
    store.receiveFadeOutStart(at: ms(1_000))
    // Not presented again: nothing.
    store.send { $0.setPresented(false, content: .spinner("")) }
    store.receiveCalls()
    store.finishFadeOut()
    store.finish()
  }

  @Test func leavingTheWindowHidesAtOnceAndTheSameWindowSendsNothing() {
    let store = store()
    let blank = HUDContent.spinner("")
    store.beginInGrace(blank, as: HUDToken(1))
    // After the fade-in only the core spinner's steps (12 a second: at 750, 833 and 917 ms)
    // redraw.
    store.advanceToShown(announcing: "Loading", spinnerSteps: 3)
    store.send { $0.isInWindow = true }
    store.receiveCalls()
    store.send({ $0.isInWindow = false }) {
      $0.phase = .hidden
      $0.isInWindow = false
      $0.spinnerStartedAt = nil
    }
    #expect(!store.state.phase.isOnScreen && !store.state.isSpinnerRunning)
    #expect(!store.driver.isInWindow)
    store.receive(.hidden, .stopSpinner)
    store.receiveCalls(.frameTicks(false), .render)
    store.finish()
  }

  @Test func theTouchPolicyIsTheStatesAndChangesThroughAnEvent() {
    let store = store(policy: .blocksBox)
    let blank = HUDContent.spinner("")
    store.beginInGrace(blank, as: HUDToken(1))
    // The spinner's steps at 750, 833, 917 ms.
    store.advanceToShown(announcing: "Loading", spinnerSteps: 3)
    #expect(store.driver.effectiveTouchPolicy == .blocksBox)
    store.send({ $0.touchPolicy = .passesThrough }) {
      $0.touchPolicy = .passesThrough
    }
    #expect(store.driver.touchPolicy == .passesThrough)
    #expect(store.driver.effectiveTouchPolicy == .passesThrough)
    store.receiveCalls(.render)
    store.endLastTask(HUDToken(1), at: ms(1_000))
    store.finishFadeOut()
    store.finish()
  }

  @Test func invalidateStopsTheTimerAndForgetsTheCallbacks() {
    let store = store()
    let hud = store.driver
    hud.onRender = {}
    let blank = HUDContent.spinner("")
    store.beginInGrace(blank, as: HUDToken(1))
    store.send { $0.invalidate() }
    #expect(hud.onRender == nil && hud.onEffect == nil && store.host.timerDeadline == nil)
    store.receiveCalls(.cancelTimer)
    // The grace deadline never comes: nothing happens, nothing is reported.
    store.advance(by: .seconds(1))
    #expect(hud.state.phase == .pendingGrace(showAt: ms(500)))
    store.receiveCalls()
    store.finish()
  }

  // MARK: - Language

  @Test(arguments: [(ControlLanguage.english, "Loading"), (.simplifiedChinese, "加载中")])
  func anUntitledTaskIsAnnouncedAndNamedInTheHUDsLanguage(
    language: ControlLanguage, expected: String
  ) {
    let store = platformStore(language: language)
    store.beginAndShow(HUDToken(1), at: 0, announcing: expected)
    #expect(store.host.announcements == [expected])
    #expect(store.state.accessibilityElement?.label == expected)
    store.endAndFadeOut(HUDToken(1), shown: 500)
    store.finish()
  }

  @Test func anIdleHUDTakesANewLanguageAtOnceKeepingItsTouchPolicy() {
    let store = platformStore(policy: .blocksAll)
    // A new session at once: the old one's timer cancelled; nothing on screen to redraw.
    store.send({ $0.setLanguage(.simplifiedChinese) }) {
      $0.idleAnnouncement = "加载中"
      $0.language = .simplifiedChinese
    }
    #expect(store.driver.language == .simplifiedChinese)
    #expect(store.state.idleAnnouncement == "加载中" && store.state.touchPolicy == .blocksAll)
    store.receiveCalls(.cancelTimer)
    store.beginAndShow(HUDToken(1), at: 0, announcing: "加载中")
    #expect(store.host.announcements == ["加载中"])
    store.endAndFadeOut(HUDToken(1), shown: 500)
    store.finish()
  }

  @Test func aShowingHUDKeepsItsVoiceUntilItHasGone() {
    let store = platformStore()
    store.beginAndShow(HUDToken(1), at: 0, announcing: "Loading")
    // On screen: nothing changes yet.
    store.send { $0.setLanguage(.simplifiedChinese) }
    #expect(store.state.accessibilityElement?.label == "Loading")
    store.receiveCalls()
    store.endAndFadeOut(HUDToken(1), shown: 500)
    #expect(store.state.phase == .hidden)
    // Gone (at 1200 ms): the next task begins in the new voice's session.
    store.beginAndShow(HUDToken(2), at: 2_500, announcing: "加载中", adopting: "加载中")
    #expect(store.host.announcements == ["Loading", "加载中"])
    store.endAndFadeOut(HUDToken(2), shown: 3_000)
    store.finish()
  }

  @Test func aTaskBegunFromACallbackKeepsTheRestOfTheEventAndTheNewVoiceWaitsForIdle() {
    let host = VirtualHost()
    // The platform's spinner: no frames at rest, so the fades' frames are counted exactly.
    let hud = HUDDriver(spinnerSource: .platform, host: host)
    // The app starts its next task as the HUD reports it has gone, from inside the callback
    // (set before the store is made: the store records each effect, then calls it).
    var next: HUDToken?
    hud.onEffect = { effect in
      if effect == .hidden, next == nil { next = hud.begin(.spinner("")) }
    }
    let store = DriverTestStore(hud, host: host)
    let untitled = HUDContent.spinner("")
    let fade = Duration.milliseconds(200)
    store.beginAndShow(HUDToken(1), at: 0, announcing: "Loading")
    store.send { $0.setLanguage(.simplifiedChinese) }
    store.receiveCalls()
    store.send({ $0.end(HUDToken(1)) }) {
      $0.activeTokens = []
      $0.taskContents = [:]
    }
    store.receiveCalls(.render)
    // Held to 1000 ms, hidden at 1200 ms; the app's task (the same untitled content, so no
    // content change) shows at its grace deadline, 1700 ms, and is fully shown at 1900 ms.
    store.advance(by: .seconds(2)) {
      $0.phase = .visible(since: ms(1_900), minimumUntil: ms(2_200))
      $0.activeTokens = [HUDToken(2)]
      $0.taskContents = [HUDToken(2): untitled]
      $0.displayedTask = HUDToken(2)
      $0.spinnerStartedAt = ms(1_700)
      $0.fade = nil
      $0.scheduledTimer = nil
    }
    // Everything the hiding event reported after `.hidden` still arrived (the session was not
    // replaced under it), and the new task runs.
    store.receive(
      .shown, .scheduleTimer(at: ms(1_000)), .beginHideAnimation(duration: fade),
      .scheduleTimer(at: ms(1_200)), .hidden, .stopSpinner, .scheduleTimer(at: ms(1_700)),
      .beginShowAnimation(duration: fade), .startSpinner, .announce("Loading"),
      .scheduleTimer(at: ms(1_900)), .shown)
    store.receiveCalls(
      VirtualHostCall.renders(11)
        + [.frameTicks(false), .scheduleTimer(at: ms(1_000)), .render]
        + [.frameTicks(true), .scheduleTimer(at: ms(1_200)), .render]
        + VirtualHostCall.renders(11) + [.frameTicks(false), .render]
        + [.scheduleTimer(at: ms(1_700)), .render]
        + [.frameTicks(true), .announce("Loading"), .scheduleTimer(at: ms(1_900)), .render]
        + VirtualHostCall.renders(11) + [.frameTicks(false), .render])
    #expect(next == HUDToken(2))
    #expect(next.map { store.state.content(of: $0) != nil } == true)
    #expect(store.state.phase.isOnScreen)
    // It speaks the voice it was begun in; the new one waits until the HUD is idle again.
    #expect(store.host.announcements == ["Loading", "Loading"])
    store.endLastTask(HUDToken(2), at: ms(2_500), restartingFrames: true)
    store.finishFadeOut(after: .seconds(2), frames: 11)
    store.beginAndShow(HUDToken(3), at: 4_500, announcing: "加载中", adopting: "加载中")
    #expect(store.host.announcements == ["Loading", "Loading", "加载中"])
    store.endAndFadeOut(HUDToken(3), shown: 5_000)
    store.finish()
  }

  @Test func aHUDOutOfItsWindowStaysOutWhenItsLanguageChanges() {
    let store = store()
    store.send({ $0.isInWindow = false }) {
      $0.isInWindow = false
    }
    store.receiveCalls(.render)
    store.send({ $0.setLanguage(.simplifiedChinese) }) {
      $0.idleAnnouncement = "加载中"
      $0.language = .simplifiedChinese
    }
    #expect(!store.state.isInWindow && store.state.idleAnnouncement == "加载中")
    store.receiveCalls(.cancelTimer, .render)
    store.finish()
  }
}
