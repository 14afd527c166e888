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
    let hud = HUDDriver(host: host)
    let first = hud.begin(card)
    #expect(hud.presentation.customIndicatorToken == nil, "not on screen in the grace period")
    host.advance(by: .milliseconds(500))
    #expect(hud.presentation.customIndicatorToken == first)
    let second = hud.begin(card)
    #expect(hud.presentation.customIndicatorToken == second, "the newest task's view")
    hud.update(second, to: .spinner("Working"))
    #expect(hud.presentation.customIndicatorToken == nil, "a spinner takes the view out")
    hud.end(second)
    #expect(hud.presentation.customIndicatorToken == first, "the older task takes the HUD back")
    hud.post(.success("Saved"))
    #expect(hud.presentation.customIndicatorToken == nil, "a status takes the view out")
    host.advance(by: .seconds(5))
    #expect(hud.presentation.customIndicatorToken == first)
    hud.end(first)
    host.advance(by: .milliseconds(100))
    // No task left: the ended task's view stays while the box fades out, then goes.
    #expect(hud.state.phase.isOnScreen && hud.state.activeTokens.isEmpty)
    #expect(hud.presentation.customIndicatorToken == first)
    host.advance(by: .seconds(1))
    #expect(hud.state.phase == .hidden && hud.presentation.customIndicatorToken == nil)
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
    let first = store.send({ $0.begin(loading) }) {
      $0.phase = .pendingGrace(showAt: ms(500))
      $0.activeTokens = [HUDToken(1)]
      $0.taskContents = [HUDToken(1): loading]
      $0.displayedContent = loading
      $0.displayedTask = HUDToken(1)
      $0.scheduledTimer = ms(500)
    }
    store.receive(.displayedContentChanged(loading), .scheduleTimer(at: ms(500)))
    store.receiveCalls(.scheduleTimer(at: ms(500)), .render)
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
      $0.phase = .hiding(since: ms(1_000))
      $0.activeTokens = []
      $0.taskContents = [:]
      $0.fade = HUDFade(from: 1, to: 0, start: ms(1_000), duration: .milliseconds(200))
      $0.scheduledTimer = ms(1_200)
    }
    store.receive(.beginHideAnimation(duration: .milliseconds(200)), .scheduleTimer(at: ms(1_200)))
    store.receiveCalls(.frameTicks(true), .scheduleTimer(at: ms(1_200)), .render)
    store.advance(
      by: .seconds(2), presentation: HUDPresentation(opacity: 0, spinnerPhase: nil)
    ) {
      $0.phase = .hidden
      $0.fade = nil
      $0.scheduledTimer = nil
    }
    store.receive(.hidden)
    store.receiveCalls(VirtualHostCall.renders(11) + [.frameTicks(false), .render])
    store.finish()
  }

  @Test func aPlatformSpinnerAsksForFramesOnlyWhileTheBoxFades() {
    for source in [HUDSpinnerSource.core, .platform] {
      let host = VirtualHost()
      let hud = HUDDriver(spinnerSource: source, host: host)
      let token = hud.begin(.spinner("Loading"))
      host.advance(by: .milliseconds(600))
      #expect(host.isTickingFrames, "fading in: \(source)")
      host.advance(by: .milliseconds(400))
      #expect(hud.state.isSpinnerRunning)
      #expect(host.isTickingFrames == (source == .core), "at rest: \(source)")
      #expect((hud.presentation.spinnerPhase != nil) == (source == .core))
      let framesAtRest = host.frameCount
      host.advance(by: .seconds(10))
      #expect((host.frameCount == framesAtRest) == (source == .platform))
      hud.end(token)
      #expect(host.isTickingFrames, "fading out: \(source)")
      host.advance(by: .seconds(1))
      #expect(hud.state.phase == .hidden && !host.isTickingFrames)
      // 11 frames in and 11 out (each fade ends on its timer, 4 µs before the 12th frame of
      // 16.667 ms would); the core's spinner also ticks at rest.
      if source == .platform { #expect(host.frameCount == 22) }
    }
  }

  @Test func theSpinnerSourceOutlivesALanguageChange() {
    let host = VirtualHost()
    let hud = HUDDriver(spinnerSource: .platform, host: host)
    hud.setLanguage(.simplifiedChinese)
    hud.begin(.spinner())
    #expect(hud.state.spinnerSource == .platform && hud.state.idleAnnouncement == "加载中")
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
