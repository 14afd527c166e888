import ControlKit
import ControlKitTestSupport
import ControlKitTesting
import Testing

/// The zoom animation (MBProgressHUD's `MBProgressHUDAnimationZoom`): 0.5 → 1 in, 1 → 0.5 out,
/// with the fade, on the core's clock; under Reduce Motion only the fade.
@MainActor
@Suite("HUD zoom")
struct HUDZoomTests {
  func scales(
    _ animation: HUDAnimation, reducesMotion: Bool = false, at offsets: [Int64]
  ) -> [Double] {
    let host = VirtualHost()
    let hud = HUDDriver(timing: HUDTiming(gracePeriod: .zero, animation: animation), host: host)
    hud.reducesMotion = reducesMotion
    let token = hud.begin(.spinner("Loading"))
    var seen: [Double] = []
    var elapsed: Int64 = 0
    for offset in offsets {
      host.advance(by: .milliseconds(offset - elapsed))
      if offset == 1_000 { hud.end(token) }
      elapsed = offset
      seen.append(hud.state.presentation(at: host.now).scale)
    }
    return seen
  }

  @Test func aZoomGrowsFromHalfAndShrinksToHalf() {
    // In over 200 ms from 0; out from 1000 ms (the task ends then, past the minimum).
    let instants: [Int64] = [0, 100, 200, 500, 1_000, 1_100, 1_199]
    let zoom = scales(.zoom, at: instants)
    #expect(zoom[0] == 0.5 && zoom[2] == 1 && zoom[3] == 1 && zoom[4] == 1)
    #expect(abs(zoom[1] - 0.75) < 0.01 && abs(zoom[5] - 0.75) < 0.01)
    #expect(zoom[6] > 0.5 && zoom[6] < 0.51)
  }

  @Test func aFadeAndReduceMotionKeepTheSize() {
    let instants: [Int64] = [0, 100, 200, 1_000, 1_100]
    #expect(scales(.fade, at: instants).allSatisfy { $0 == 1 })
    #expect(scales(.zoom, reducesMotion: true, at: instants).allSatisfy { $0 == 1 })
  }

  @Test func reduceMotionIsStateAndOutlivesALanguageChange() {
    let host = VirtualHost()
    let hud = HUDDriver(timing: HUDTiming(animation: .zoom), host: host)
    hud.reducesMotion = true
    hud.setLanguage(.simplifiedChinese)
    hud.begin(.spinner())
    #expect(hud.state.reducesMotion && hud.state.idleAnnouncement == "加载中")
    host.advance(by: .milliseconds(600))
    #expect(hud.presentation.scale == 1 && hud.presentation.opacity > 0)
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
