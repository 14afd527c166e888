import Testing

@testable import ControlKit

@Suite("HUD accessibility")
struct HUDAccessibilityTests {
  let token = HUDToken(1)

  @Test func nothingWhileHiddenOrInGrace() {
    var hud = HUDState()
    #expect(hud.accessibilityElement == nil)
    hud.reduce(.taskBegan(token, .spinner("Loading"), at: .milliseconds(0)))
    #expect(hud.accessibilityElement == nil)
  }

  @Test func spinnerIsAStatus() {
    var hud = HUDState()
    hud.reduce(.taskBegan(token, .spinner("正在处理中..."), at: .milliseconds(0)))
    hud.reduce(.timerFired(at: .milliseconds(500)))
    #expect(hud.accessibilityElement == AccessibilityElement(role: .status, label: "正在处理中..."))
  }

  @Test func progressIsAProgressBar() {
    var hud = HUDState()
    hud.reduce(.taskBegan(token, .progress(0.425, "Uploading"), at: .milliseconds(0)))
    hud.reduce(.timerFired(at: .milliseconds(500)))
    #expect(
      hud.accessibilityElement
        == AccessibilityElement(
          role: .progressBar, label: "Uploading", value: "43%", range: 0...1,
          numericValue: 0.425))
  }

  @Test func oneAnnouncementPerShow() {
    var hud = HUDState()
    var effects: [HUDEffect] = []
    effects += hud.reduce(.taskBegan(token, .spinner("Loading"), at: .milliseconds(0)))
    effects += hud.reduce(.timerFired(at: .milliseconds(500)))
    effects += hud.reduce(.contentChanged(token, .spinner("Still loading"), at: .milliseconds(600)))
    effects += hud.reduce(.taskBegan(HUDToken(2), .spinner("Other"), at: .milliseconds(700)))
    effects += hud.reduce(.frameShown(at: .milliseconds(700)))
    let announcements = effects.filter { if case .announce = $0 { true } else { false } }
    #expect(announcements == [.announce("Loading")])
  }
}
