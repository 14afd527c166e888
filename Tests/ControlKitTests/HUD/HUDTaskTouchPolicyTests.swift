import ControlKit
import ControlKitTestSupport
import ControlKitTesting
import Testing

/// A touch policy per task (issue 36): the strictest of the running tasks' wins, and a task's
/// policy ends with it, so one flow's `.blocksAll` never outlives the flow on a shared HUD.
@MainActor
@Suite("HUD touch policy per task")
struct HUDTaskTouchPolicyTests {
  let container = Rect(x: 0, y: 0, width: 375, height: 667)

  @Test func theStrictestRunningTaskWinsAndLeavesWithItsTask() {
    let host = VirtualHost()
    let hud = HUDDriver(
      timing: HUDTiming(gracePeriod: .zero), touchPolicy: .passesThrough, host: host)
    let reading = hud.begin(.spinner("Reading"))
    host.advance(by: .milliseconds(300))
    #expect(hud.effectiveTouchPolicy == .passesThrough)
    let paying = hud.begin(.spinner("Paying").blocking(.blocksAll))
    #expect(hud.state.activeTouchPolicy == .blocksAll && hud.effectiveTouchPolicy == .blocksAll)
    let layout = HUDLayout(
      content: hud.state.displayedContent ?? .spinner(), container: container,
      measure: FixedAdvanceTextMeasurer())
    #expect(hud.state.blocksTouch(at: Point(x: 5, y: 5), layout: layout))
    // A looser task does not loosen it.
    let browsing = hud.begin(.spinner("Browsing").blocking(.blocksBox))
    #expect(hud.state.activeTouchPolicy == .blocksAll)
    hud.end(paying)
    #expect(hud.state.activeTouchPolicy == .blocksBox)
    hud.end(browsing)
    #expect(hud.state.activeTouchPolicy == .passesThrough)
    #expect(!hud.state.blocksTouch(at: Point(x: 5, y: 5), layout: layout))
    hud.end(reading)
  }

  /// With no task left, the last task's own policy stays with its content through the minimum
  /// show time and the fade-out, so its dimming fades out with the box.
  @Test func theLastTasksPolicyFadesOutWithTheBox() {
    let host = VirtualHost()
    let hud = HUDDriver(
      timing: HUDTiming(gracePeriod: .zero), touchPolicy: .passesThrough, host: host)
    let paying = hud.begin(.spinner("Paying").blocking(.blocksAll))
    host.advance(by: .milliseconds(300))
    hud.end(paying)
    #expect(hud.state.phase.isOnScreen && hud.state.activeTouchPolicy == .blocksAll)
    host.advance(by: .milliseconds(300))
    #expect(hud.state.phase == .hiding(since: ms(500)) && hud.state.activeTouchPolicy == .blocksAll)
    // A new task with no policy of its own takes the HUD's back.
    hud.begin(.spinner("Reading"))
    #expect(hud.state.activeTouchPolicy == .passesThrough)
  }

  @Test func aStatusMayAskForItsOwn() {
    var hud = HUDState(touchPolicy: .passesThrough)
    hud.reduce(.statusPosted(HUDContent.error("Declined").blocking(.blocksAll), at: .zero))
    #expect(hud.activeTouchPolicy == .blocksAll)
    var plain = HUDState(touchPolicy: .blocksBox)
    plain.reduce(.statusPosted(.success("Saved"), at: .zero))
    #expect(plain.activeTouchPolicy == .blocksBox)
  }

  @Test func strictnessOrdersThePolicies() {
    #expect(
      HUDTouchPolicy.allCases.sorted { $0.strictness < $1.strictness }
        == [.passesThrough, .blocksBox, .blocksAll])
  }
}
