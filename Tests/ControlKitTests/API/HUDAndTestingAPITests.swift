import ControlKit
import ControlKitTesting
import Testing

@Suite("HUD presented and fixed-size text")
struct HUDAndTestingAPITests {
  @Test func presentedMeansShowingOrVisibleNotHiding() {
    let phases: [(HUDPhase, Bool, Bool)] = [
      (.hidden, false, false),
      (.pendingGrace(showAt: .milliseconds(500)), false, false),
      (.showing(since: .zero, minimumUntil: .milliseconds(500)), true, true),
      (.visible(since: .zero, minimumUntil: .milliseconds(500)), true, true),
      (.hiding(since: .zero), false, true),
    ]
    for (phase, presented, onScreen) in phases {
      #expect(phase.isPresented == presented, "\(phase)")
      #expect(phase.isOnScreen == onScreen, "\(phase)")
    }
    var hud = HUDState()
    let token = HUDToken(1)
    _ = hud.reduce(.taskBegan(token, .spinner("Saving"), at: .zero))
    #expect(!hud.isPresented)
    _ = hud.reduce(.timerFired(at: .milliseconds(500)))
    #expect(hud.isPresented)
  }

  @Test func fixedSizeMeasurerGivesEveryTextOneSize() {
    let measurer = FixedSizeTextMeasurer(size: Size(width: 80, height: 18))
    let font = TextFont(size: 15)
    for text in ["Loading", "正在处理中...", "x"] {
      #expect(
        measurer.measure(text, font: font, maxWidth: nil, maximumLines: 2)
          == TextMetrics(size: Size(width: 80, height: 18), lineCount: 1, isTruncated: false))
    }
    #expect(
      measurer.measure("", font: font, maxWidth: nil, maximumLines: 2)
        == TextMetrics(size: .zero, lineCount: 0, isTruncated: false))
    #expect(
      measurer.measure("Loading", font: font, maxWidth: 50, maximumLines: 2)
        == TextMetrics(size: Size(width: 50, height: 18), lineCount: 1, isTruncated: true))
    let layout = HUDLayout(
      content: .spinner("正在处理中..."), container: Rect(x: 0, y: 0, width: 375, height: 667),
      measure: measurer)
    #expect(layout.title?.size == Size(width: 80, height: 18))
  }
}
