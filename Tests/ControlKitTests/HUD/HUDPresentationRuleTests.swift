import ControlKit
import ControlKitTestSupport
import ControlKitTesting
import Testing

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
    let hud = HUDDriver(host: host)
    var begun: HUDToken?
    hud.onEffect = { effect in
      if effect == .shown, begun == nil { begun = hud.begin(card) }
    }
    let first = hud.begin(.spinner("Loading"))
    host.advance(by: .seconds(1))
    #expect(begun != nil && hud.presentation.customIndicatorToken == begun)
    hud.end(first)
    #expect(hud.presentation.customIndicatorToken == begun)
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
