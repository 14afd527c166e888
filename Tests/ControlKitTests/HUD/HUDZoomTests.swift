import ControlKitTestSupport
import ControlKitTesting
import Testing

@testable import ControlKit

/// The zoom animation (MBProgressHUD's `MBProgressHUDAnimationZoom`): 0.5 → 1 in, 1 → 0.5 out,
/// with the fade, on the core's clock; under Reduce Motion only the fade.
@MainActor
@Suite("HUD zoom")
struct HUDZoomTests {
  /// The box's scale at 0, 100, 200, 500, 1000, 1100 and 1199 ms (keyed by the milliseconds) of
  /// a task begun at 0 with no grace period and ended at 1000 ms, past the minimum time; every
  /// step's whole state, effects and host calls asserted, and nothing left at the end.
  func scales(_ animation: HUDAnimation, reducesMotion: Bool = false) -> [Int64: Double] {
    let host = VirtualHost()
    // The platform's spinner: no frames at rest, so the fades' frames are counted exactly.
    let hud = HUDDriver(
      timing: HUDTiming(gracePeriod: .zero, animation: animation), spinnerSource: .platform,
      host: host)
    hud.reducesMotion = reducesMotion
    let store = DriverTestStore(hud, host: host)
    let loading = HUDContent.spinner("Loading")
    var seen: [Int64: Double] = [:]
    func sample() { seen[host.now.milliseconds] = store.state.presentation(at: host.now).scale }
    let token = store.beginShowingAtOnce(loading, as: HUDToken(1), announcing: "Loading")
    sample()
    // Frames every 16.667 ms: 5 by 100 ms (the 6th is at 100.002 ms).
    store.advance(by: .milliseconds(100))
    store.receiveCalls(VirtualHostCall.renders(5))
    sample()
    // Frames 6 to 11, then the fade-in's end on its timer at 200 ms.
    store.finishFadeIn(after: .milliseconds(100), frames: 6)
    sample()
    // At rest: nothing moves, nothing is drawn.
    store.advance(by: .milliseconds(300))
    store.receiveCalls()
    sample()
    store.advance(by: .milliseconds(500))
    store.receiveCalls()
    store.endLastTask(token, at: ms(1_000), restartingFrames: true)
    sample()
    // The fade-out's frames from 1000 ms: 5 by 1100 ms, 6 more by 1199 ms.
    store.advance(by: .milliseconds(100))
    store.receiveCalls(VirtualHostCall.renders(5))
    sample()
    store.advance(by: .milliseconds(99))
    store.receiveCalls(VirtualHostCall.renders(6))
    sample()
    store.advance(by: .milliseconds(1), changes: DriverTestStore.gone)
    store.receive(.hidden, .stopSpinner)
    store.receiveCalls(.frameTicks(false), .render)
    store.finish()
    return seen
  }

  @Test func aZoomGrowsFromHalfAndShrinksToHalf() {
    // In over 200 ms from 0; out from 1000 ms (the task ends then, past the minimum).
    let instants: [Int64] = [0, 100, 200, 500, 1_000, 1_100, 1_199]
    let all = scales(.zoom)
    let zoom = instants.map { all[$0] ?? .nan }
    #expect(zoom[0] == 0.5 && zoom[2] == 1 && zoom[3] == 1 && zoom[4] == 1)
    #expect(abs(zoom[1] - 0.75) < 0.01 && abs(zoom[5] - 0.75) < 0.01)
    #expect(zoom[6] > 0.5 && zoom[6] < 0.51)
  }

  @Test func aFadeAndReduceMotionKeepTheSize() {
    let instants: [Int64] = [0, 100, 200, 1_000, 1_100]
    let fade = scales(.fade)
    let reduced = scales(.zoom, reducesMotion: true)
    #expect(instants.allSatisfy { fade[$0] == 1 })
    #expect(instants.allSatisfy { reduced[$0] == 1 })
  }

  @Test func reduceMotionIsStateAndOutlivesALanguageChange() {
    let host = VirtualHost()
    // The platform's spinner: no frames at rest, so the fades' frames are counted exactly.
    let store = DriverTestStore(
      HUDDriver(timing: HUDTiming(animation: .zoom), spinnerSource: .platform, host: host),
      host: host)
    store.send({ $0.reducesMotion = true }) {
      $0.reducesMotion = true
    }
    store.receiveCalls(.render)
    // An idle HUD takes the language at once, in a new session that keeps the switch.
    store.send({ $0.setLanguage(.simplifiedChinese) }) {
      $0.idleAnnouncement = "加载中"
      $0.language = .simplifiedChinese
    }
    store.receiveCalls(.cancelTimer, .render)
    store.beginInGrace(.spinner(), as: HUDToken(1))
    #expect(store.state.reducesMotion && store.state.idleAnnouncement == "加载中")
    let fade = Duration.milliseconds(200)
    store.advanceToShow(by: .milliseconds(600), announcing: "加载中", frames: 5)
    // Half way through the fade-in, at its size: only the opacity moves.
    #expect(store.driver.presentation.scale == 1 && store.driver.presentation.opacity > 0)
    store.send({ $0.dismiss() }) {
      $0.activeTokens = []
      $0.taskContents = [:]
    }
    store.receiveCalls(.render)
    // Shown at 700 ms, held to the minimum time (1000 ms), faded out by 1200 ms.
    store.advance(by: .seconds(2), changes: DriverTestStore.gone)
    store.receive(
      .shown, .scheduleTimer(at: ms(1_000)), .beginHideAnimation(duration: fade),
      .scheduleTimer(at: ms(1_200)), .hidden, .stopSpinner)
    store.receiveCalls(
      VirtualHostCall.renders(6) + [.frameTicks(false), .scheduleTimer(at: ms(1_000)), .render]
        + [.frameTicks(true), .scheduleTimer(at: ms(1_200)), .render]
        + VirtualHostCall.renders(11) + [.frameTicks(false), .render])
    store.finish()
  }

  @Test func theScaleFollowsTheOpacityOnEveryPath() {
    for opacity in stride(from: 0.0, through: 1.0, by: 0.125) {
      let scale = HUDAnimation.zoom.scale(atOpacity: opacity, reducesMotion: false)
      #expect(scale == 0.5 + 0.5 * opacity)
    }
    #expect(HUDAnimation.zoom.scale(atOpacity: .nan, reducesMotion: false) == 1)
    #expect(HUDAnimation.zoom.scale(atOpacity: 7, reducesMotion: false) == 1)
  }
}
