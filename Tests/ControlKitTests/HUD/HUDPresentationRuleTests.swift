import ControlKitTestSupport
import ControlKitTesting
import Testing

@testable import ControlKit

/// The rules every front-end used to write for itself, decided once in the core: which app view
/// shows, who animates the spinner, which symbol a status shows.
@MainActor
@Suite("HUD presentation rules")
struct HUDPresentationRuleTests {
  let card = HUDContent.custom(size: Size(width: 40, height: 40), "Card")

  @Test func theNewestTasksAppViewShowsAndFadesOutWithTheBox() {
    let host = VirtualHost()
    // The platform's spinner: no frames at rest, so the fades' frames are counted exactly.
    let store = DriverTestStore(HUDDriver(spinnerSource: .platform, host: host), host: host)
    let working = HUDContent.spinner("Working")
    let saved = HUDContent.success("Saved")
    let first = store.beginInGrace(card, as: HUDToken(1))
    #expect(
      store.driver.presentation.customIndicatorToken == nil, "not on screen in the grace period")
    store.advanceToShow(announcing: "Card", spins: false)
    #expect(store.driver.presentation.customIndicatorToken == first)
    let second = store.send({ $0.begin(card) }) {
      $0.activeTokens = [HUDToken(1), HUDToken(2)]
      $0.taskContents[HUDToken(2)] = card
      $0.displayedTask = HUDToken(2)
    }
    #expect(store.driver.presentation.customIndicatorToken == second, "the newest task's view")
    store.receiveCalls(.render)
    store.send({ $0.update(second, to: working) }) {
      $0.taskContents[HUDToken(2)] = working
      $0.displayedContent = working
      $0.spinnerStartedAt = ms(500)
    }
    #expect(store.driver.presentation.customIndicatorToken == nil, "a spinner takes the view out")
    store.receive(.displayedContentChanged(working), .startSpinner)
    store.receiveCalls(.render)
    store.send({ $0.end(second) }) {
      $0.activeTokens = [HUDToken(1)]
      $0.taskContents = [HUDToken(1): card]
      $0.displayedContent = card
      $0.displayedTask = HUDToken(1)
      $0.spinnerStartedAt = nil
    }
    #expect(
      store.driver.presentation.customIndicatorToken == first,
      "the older task takes the HUD back")
    store.receive(.displayedContentChanged(card), .stopSpinner)
    store.receiveCalls(.render)
    store.send({ $0.post(saved) }) {
      $0.status = HUDPostedStatus(content: saved, until: ms(2_000))
      $0.displayedContent = saved
      $0.displayedTask = nil
    }
    #expect(store.driver.presentation.customIndicatorToken == nil, "a status takes the view out")
    store.receive(.displayedContentChanged(saved), .announce("Saved"), .playHaptic(.success))
    store.receiveCalls(.announce("Saved"), .render)
    store.advance(by: .seconds(5)) {
      $0.phase = .visible(since: ms(700), minimumUntil: ms(1_000))
      $0.status = nil
      $0.displayedContent = card
      $0.displayedTask = HUDToken(1)
      $0.fade = nil
      $0.scheduledTimer = nil
    }
    #expect(store.driver.presentation.customIndicatorToken == first)
    // Fully shown at 700 ms (11 frames of fade), the status's reading time (1.5 s) scheduled
    // then, and at its end (2000 ms) the task's view back.
    store.receive(.shown, .scheduleTimer(at: ms(2_000)), .displayedContentChanged(card))
    store.receiveCalls(
      VirtualHostCall.renders(11)
        + [.frameTicks(false), .scheduleTimer(at: ms(2_000)), .render, .render])
    store.endLastTask(first, at: ms(5_500), restartingFrames: true)
    store.advance(by: .milliseconds(100))
    // No task left: the ended task's view stays while the box fades out, then goes.
    #expect(store.state.phase.isOnScreen && store.state.activeTokens.isEmpty)
    #expect(store.driver.presentation.customIndicatorToken == first)
    // Frames every 16.667 ms from 5500 ms: 5 by 5600 ms, 6 more before the fade's timer (5700).
    store.receiveCalls(VirtualHostCall.renders(5))
    store.finishFadeOut(
      presentation: HUDPresentation(opacity: 0, spinnerPhase: nil), frames: 6, spins: false)
    #expect(store.state.phase == .hidden && store.driver.presentation.customIndicatorToken == nil)
    store.finish()
  }

  /// A task begun from inside a HUD callback (the case that reached GTK only, 3a92d8d) is the
  /// one shown as soon as its event is handled.
  @Test func aTaskBegunFromACallbackShowsItsView() {
    let host = VirtualHost()
    // The platform's spinner: no frames at rest, so the fades' frames are counted exactly.
    let hud = HUDDriver(spinnerSource: .platform, host: host)
    var begun: HUDToken?
    // Set before the store is made: the store records each effect, then calls it.
    hud.onEffect = { effect in
      if effect == .shown, begun == nil { begun = hud.begin(card) }
    }
    let store = DriverTestStore(hud, host: host)
    let loading = HUDContent.spinner("Loading")
    let first = store.beginInGrace(loading, as: HUDToken(1))
    // Shown at 500 ms; as the fade ends (700 ms) the app begins a task with its view, handled
    // right after that event: it is the one displayed, and the platform spinner stops.
    store.advance(
      by: .seconds(1),
      presentation: HUDPresentation(
        opacity: 1, spinnerPhase: nil, customIndicatorToken: HUDToken(2))
    ) {
      $0.phase = .visible(since: ms(700), minimumUntil: ms(1_000))
      $0.activeTokens = [HUDToken(1), HUDToken(2)]
      $0.taskContents = [HUDToken(1): loading, HUDToken(2): card]
      $0.displayedContent = card
      $0.displayedTask = HUDToken(2)
      $0.scheduledTimer = nil
    }
    #expect(begun == HUDToken(2))
    store.receive(
      .beginShowAnimation(duration: .milliseconds(200)), .startSpinner, .announce("Loading"),
      .scheduleTimer(at: ms(700)), .shown, .displayedContentChanged(card), .stopSpinner)
    store.receiveCalls(
      [.frameTicks(true), .announce("Loading"), .scheduleTimer(at: ms(700)), .render]
        + VirtualHostCall.renders(11) + [.frameTicks(false), .render, .render])
    store.send(
      { $0.end(first) },
      presentation: HUDPresentation(
        opacity: 1, spinnerPhase: nil, customIndicatorToken: HUDToken(2))
    ) {
      $0.activeTokens = [HUDToken(2)]
      $0.taskContents = [HUDToken(2): card]
    }
    store.receiveCalls(.render)
    // The app's task ends past the minimum time: its view fades out with the box, then goes.
    store.send(
      { $0.end(HUDToken(2)) },
      presentation: HUDPresentation(
        opacity: 1, spinnerPhase: nil, customIndicatorToken: HUDToken(2))
    ) {
      $0.activeTokens = []
      $0.taskContents = [:]
      DriverTestStore<HUDDriver>.fadingOut(at: ms(1_000))(&$0)
    }
    store.receiveFadeOutStart(at: ms(1_000), restartingFrames: true)
    store.finishFadeOut(
      after: .seconds(2), presentation: HUDPresentation(opacity: 0, spinnerPhase: nil),
      frames: 11, spins: false)
    store.finish()
  }

  @Test func aPlatformSpinnerAsksForFramesOnlyWhileTheBoxFades() {
    for source in [HUDSpinnerSource.core, .platform] {
      let host = VirtualHost()
      let store = DriverTestStore(HUDDriver(spinnerSource: source, host: host), host: host)
      let isCore = source == .core
      let loading = HUDContent.spinner("Loading")
      let fade = Duration.milliseconds(200)
      let token = store.beginInGrace(loading, as: HUDToken(1))
      // Frames every 16.667 ms from the show: 5 by 600 ms.
      store.advanceToShow(by: .milliseconds(600), announcing: "Loading", frames: 5)
      #expect(store.host.isTickingFrames, "fading in: \(source)")
      store.advance(by: .milliseconds(400)) {
        $0.phase = .visible(since: ms(700), minimumUntil: ms(1_000))
        $0.fade = nil
        $0.scheduledTimer = nil
      }
      #expect(store.state.isSpinnerRunning)
      #expect(store.host.isTickingFrames == isCore, "at rest: \(source)")
      #expect((store.driver.presentation.spinnerPhase != nil) == isCore)
      store.receive(.shown)
      // Six more frames of fade, its end on the timer at 700 ms; then the platform's spinner
      // stops the frames, the core's draws its steps at 750, 833 and 917 ms.
      store.receiveCalls(
        VirtualHostCall.renders(6)
          + (isCore ? [.render] + VirtualHostCall.renders(3) : [.frameTicks(false), .render]))
      let framesAtRest = store.host.frameCount
      store.advance(by: .seconds(10))
      #expect((store.host.frameCount == framesAtRest) == !isCore)
      // The core's spinner steps 12 times a second, at 1000 … 10917 ms: 120 renders (the step
      // at 11000 ms is due after the last frame, 10983.5 ms).
      store.receiveCalls(isCore ? VirtualHostCall.renders(120) : [])
      store.send({ $0.end(token) }) {
        $0.activeTokens = []
        $0.taskContents = [:]
        DriverTestStore<HUDDriver>.fadingOut(at: ms(11_000))(&$0)
      }
      #expect(store.host.isTickingFrames, "fading out: \(source)")
      store.receive(.beginHideAnimation(duration: fade), .scheduleTimer(at: ms(11_200)))
      store.receiveCalls(
        (isCore ? [] : [.frameTicks(true)]) + [.scheduleTimer(at: ms(11_200)), .render])
      store.advance(by: .seconds(1), changes: DriverTestStore.gone)
      #expect(store.state.phase == .hidden && !store.host.isTickingFrames)
      store.receive(.hidden, .stopSpinner)
      // The core's frames keep their phase from 500 ms: 12 in the fade-out (the first at
      // 11000.2 ms); the platform's start at 11000 ms: 11.
      store.receiveCalls(VirtualHostCall.renders(isCore ? 12 : 11) + [.frameTicks(false), .render])
      // 11 frames in and 11 out (each fade ends on its timer, 4 µs before the 12th frame of
      // 16.667 ms would); the core's spinner also ticks at rest.
      if source == .platform { #expect(store.host.frameCount == 22) }
      store.finish()
    }
  }

  @Test func theSpinnerSourceOutlivesALanguageChange() {
    let host = VirtualHost()
    let store = DriverTestStore(HUDDriver(spinnerSource: .platform, host: host), host: host)
    // An idle HUD takes the language in a new session at once: the old one's timer cancelled.
    store.send({ $0.setLanguage(.simplifiedChinese) }) {
      $0.idleAnnouncement = "加载中"
      $0.language = .simplifiedChinese
    }
    store.receiveCalls(.cancelTimer)
    let token = store.beginInGrace(.spinner(), as: HUDToken(1))
    #expect(store.state.spinnerSource == .platform && store.state.idleAnnouncement == "加载中")
    store.endInGrace(token)
    store.finish()
  }

  @Test func eachStatusHasOneSymbol() {
    #expect(HUDIndicator.success.statusSymbolName == "checkmark.circle")
    #expect(HUDIndicator.error.statusSymbolName == "xmark.circle")
    #expect(HUDIndicator.info.statusSymbolName == "info.circle")
    let others: [HUDIndicator] = [
      .spinner, .progress(0.5), .none, .custom(Size(width: 1, height: 1)),
    ]
    #expect(others.allSatisfy { $0.statusSymbolName == nil })
  }
}
