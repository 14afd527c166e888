import ControlKit
import Testing

/// The HUD's fade, now core state: a straight line from what is on screen to the target.
struct HUDFadeTests {
  @Test(arguments: [
    (-10, 0.2), (0, 0.2), (50, 0.6), (99, 0.992), (100, 1.0), (101, 1.0),
  ])
  func aFadeRunsStraightFromWhatIsOnScreen(_ at: Int64, _ expected: Double) {
    let fade = HUDFade(from: 0.2, to: 1, start: .milliseconds(0), duration: .milliseconds(100))
    #expect(abs(fade.opacity(at: .milliseconds(at)) - expected) < 1e-9)
    #expect(fade.isFinished(at: .milliseconds(at)) == (at >= 100))
  }

  @Test func aZeroLengthFadeIsAtItsTargetAtOnce() {
    let fade = HUDFade(from: 1, to: 0, start: .milliseconds(5), duration: .zero)
    #expect(fade.opacity(at: .milliseconds(5)) == 0)
    #expect(fade.isFinished(at: .milliseconds(5)))
  }

  @Test(arguments: HUDTouchPolicy.allCases)
  func theBlockedAreaIsExactlyWhatThePolicyBlocks(_ policy: HUDTouchPolicy) {
    let layout = HUDLayout(
      content: .spinner("正在处理中..."), container: Rect(x: 0, y: 0, width: 375, height: 667),
      measure: FixedAdvanceTextMeasurer())
    let expected: [HUDTouchPolicy: Rect] = [.blocksAll: layout.container, .blocksBox: layout.box]
    #expect(policy.blockedArea(layout: layout) == expected[policy])
    let centre = Point(x: layout.box.midX, y: layout.box.midY)
    let corner = Point(x: 2, y: 2)
    #expect(policy.blocksTouch(at: centre, layout: layout) == (policy != .passesThrough))
    #expect(policy.blocksTouch(at: corner, layout: layout) == (policy == .blocksAll))
  }

  @Test func nothingIsBlockedWhileHidingOrWaiting() {
    let layout = HUDLayout(
      content: .text("A"), container: Rect(x: 0, y: 0, width: 375, height: 667),
      measure: FixedAdvanceTextMeasurer())
    var hud = HUDState(
      timing: HUDTiming(gracePeriod: .milliseconds(10), minimumShown: .zero),
      touchPolicy: .blocksAll)
    _ = hud.reduce(.taskBegan(HUDToken(1), .text("A"), at: .milliseconds(0)))
    #expect(hud.blockedArea(layout: layout) == nil)  // in the grace period
    _ = hud.reduce(.timerFired(at: .milliseconds(10)))
    #expect(hud.blockedArea(layout: layout) == layout.container)  // showing
    _ = hud.reduce(.taskEnded(HUDToken(1), at: .milliseconds(20)))
    #expect(hud.blockedArea(layout: layout) == nil)  // hiding: its task is over
  }
}
