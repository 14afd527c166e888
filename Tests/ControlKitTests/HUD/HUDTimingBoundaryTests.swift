import Testing

@testable import ControlKit

private func at(_ milliseconds: Int64) -> ControlInstant { .milliseconds(milliseconds) }
private let anim = HUDTiming.defaultShowAnimation
private let loading = HUDContent.spinner("Loading")
private let token = HUDToken(1)

/// Every delay pinned 1 ms either side.
@Suite("HUD timing boundaries")
struct HUDTimingBoundaryTests {
  @Test func defaultsAreContentLoadingProgressBars() {
    #expect(HUDTiming.defaultGracePeriod == .milliseconds(500))
    #expect(HUDTiming.defaultMinimumShown == .milliseconds(500))
    #expect(HUDTiming().gracePeriod == .milliseconds(500))
    #expect(HUDTiming().minimumShown == .milliseconds(500))
  }

  /// A task ending at `end` (no timer delivered: the controller catches up) shows or not.
  @Test(arguments: [(499, false), (500, true), (501, true)] as [(Int64, Bool)])
  func graceBoundary(end: Int64, shows: Bool) {
    var hud = HUDState()
    hud.reduce(.taskBegan(token, loading, at: at(0)))
    let effects = hud.reduce(.taskEnded(token, at: at(end)))
    #expect(effects.contains(.beginShowAnimation(duration: anim)) == shows)
    #expect(hud.phase == (shows ? .showing(since: at(500), minimumUntil: at(1000)) : .hidden))
  }

  @Test(arguments: [(499, false), (500, true), (501, true)] as [(Int64, Bool)])
  func graceTimerBoundary(fired: Int64, shows: Bool) {
    var hud = HUDState()
    hud.reduce(.taskBegan(token, loading, at: at(0)))
    let effects = hud.reduce(.timerFired(at: at(fired)))
    #expect(effects.contains(.beginShowAnimation(duration: anim)) == shows)
  }

  /// Shown at 500; the task ends at `end`; the hide starts at max(end, 1000).
  @Test(arguments: [(999, 1000), (1000, 1000), (1001, 1001)] as [(Int64, Int64)])
  func minimumBoundary(end: Int64, hideAt: Int64) {
    var hud = HUDState()
    hud.reduce(.taskBegan(token, loading, at: at(0)))
    hud.reduce(.timerFired(at: at(500)))
    hud.reduce(.frameShown(at: at(700)))
    let ended = hud.reduce(.taskEnded(token, at: at(end)))
    if end < 1000 {
      #expect(ended == [.scheduleTimer(at: at(1000))])
      #expect(hud.reduce(.timerFired(at: at(999))) == [])
      #expect(
        hud.reduce(.timerFired(at: at(1000)))
          == [.beginHideAnimation(duration: anim), .scheduleTimer(at: at(1200))])
    } else {
      let fadeEnd = at(hideAt).advanced(by: anim)
      #expect(ended == [.beginHideAnimation(duration: anim), .scheduleTimer(at: fadeEnd)])
    }
    #expect(hud.phase == .hiding(since: at(hideAt)))
  }

  @Test(arguments: [(1499, false), (1500, true), (1501, true)] as [(Int64, Bool)])
  func statusDurationBoundary(fired: Int64, hides: Bool) {
    var hud = HUDState()
    hud.reduce(.statusPosted(.success("Saved"), at: at(0)))
    let effects = hud.reduce(.timerFired(at: at(fired)))
    #expect(effects.contains(.beginHideAnimation(duration: anim)) == hides)
  }

  @Test(arguments: [(899, false), (900, true), (901, true)] as [(Int64, Bool)])
  func delayedDismissBoundary(fired: Int64, dismissed: Bool) {
    var hud = HUDState()
    hud.reduce(.taskBegan(token, loading, at: at(0)))
    hud.reduce(.dismissRequested(after: .milliseconds(900), at: at(0)))
    hud.reduce(.timerFired(at: at(500)))
    hud.reduce(.timerFired(at: at(fired)))
    #expect(hud.activeTokens.isEmpty == dismissed)
  }

  @Test(arguments: [(199, false), (200, true), (201, true)] as [(Int64, Bool)])
  func customGraceBoundary(end: Int64, shows: Bool) {
    var hud = HUDState(timing: HUDTiming(gracePeriod: .milliseconds(200)))
    hud.reduce(.taskBegan(token, loading, at: at(0)))
    let effects = hud.reduce(.taskEnded(token, at: at(end)))
    #expect(effects.contains(.startSpinner) == shows)
  }
}
