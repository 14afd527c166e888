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
    let frame = policy.blockedArea(layout: layout)
    #expect(frame == [.blocksAll: layout.container, .blocksBox: layout.box][policy])
    for x in stride(from: -10.0, through: 385, by: 7.5) {
      for y in stride(from: -10.0, through: 677, by: 11.5) {
        let point = Point(x: x, y: y)
        #expect(
          (frame?.contains(point) ?? false) == policy.blocksTouch(at: point, layout: layout),
          "\(policy) at \(point)")
      }
    }
  }
}
