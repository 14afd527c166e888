import Testing

@testable import ControlKit

@Suite("HUD content, status duration, spinner phase")
struct HUDContentTests {
  @Test(
    arguments: [
      (-0.5, 0.0), (0.0, 0.0), (0.42, 0.42), (1.0, 1.0), (1.7, 1.0), (Double.nan, 0.0),
      (Double.infinity, 1.0),
    ] as [(Double, Double)])
  func progressIsClamped(input: Double, expected: Double) {
    #expect(HUDContent.progress(input, "x").progress == expected)
    var content = HUDContent.spinner()
    content.indicator = .progress(input)
    #expect(content.progress == expected)
  }

  @Test func modes() {
    #expect(HUDContent.spinner("a").indicator == .spinner)
    #expect(HUDContent.success("a").indicator.isStatus)
    #expect(HUDContent.error("a").indicator.isStatus)
    #expect(HUDContent.info("a").indicator.isStatus)
    #expect(!HUDContent.text("a").indicator.hasGlyph)
    #expect(HUDContent.spinner().progress == nil)
  }

  /// min(max(500 ms + 60 ms × characters, 1.5 s), 5 s).
  @Test(
    arguments: [
      ("", 1500), ("Saved", 1500), (String(repeating: "x", count: 16), 1500),
      (String(repeating: "x", count: 17), 1520), (String(repeating: "x", count: 30), 2300),
      ("保存成功", 1500), (String(repeating: "处", count: 40), 2900),
      (String(repeating: "x", count: 75), 5000), (String(repeating: "x", count: 76), 5000),
      ("👍🏽", 1500),
    ] as [(String, Int64)])
  func statusDuration(text: String, milliseconds: Int64) {
    #expect(HUDStatusDuration().duration(for: text) == .milliseconds(milliseconds))
  }

  @Test func statusDurationMaximumWinsOverMinimum() {
    let rule = HUDStatusDuration(minimum: .seconds(3), maximum: .seconds(2))
    #expect(rule.duration(for: "") == .seconds(2))
  }

  @Test(
    arguments: [
      (-5, 0.0), (0, 0.0), (83, 0.0), (84, 1.0 / 12), (250, 3.0 / 12), (999, 11.0 / 12),
      (1000, 0.0), (1090, 1.0 / 12),
    ] as [(Int64, Double)])
  func spinnerPhase(elapsed: Int64, phase: Double) {
    #expect(HUDSpinner.phase(elapsed: .milliseconds(elapsed)) == phase)
  }

  @Test func controllerSpinnerPhaseCountsFromStart() {
    var hud = HUDState()
    let token = HUDToken(1)
    hud.reduce(.taskBegan(token, .spinner(), at: .milliseconds(0)))
    #expect(hud.spinnerPhase(at: .milliseconds(600)) == nil)
    hud.reduce(.timerFired(at: .milliseconds(500)))
    #expect(hud.spinnerPhase(at: .milliseconds(750)) == 3.0 / 12)
  }

  /// A content reads as its fields in `String(describing:)` and `dump`, not as the box that holds
  /// them, and a copy shares the box yet compares and hashes by the fields.
  @Test func readsAsItsFieldsAndComparesByThem() {
    let content = HUDContent.progress(0.5, "Uploading", style: .bar).detailed("3 of 6")
    let text = String(describing: content)
    #expect(text.contains("title: \"Uploading\""), "\(text)")
    #expect(text.contains("details: \"3 of 6\""), "\(text)")
    #expect(!text.contains("Box"), "\(text)")
    var changed = content
    changed.title = "Uploading"
    #expect(changed == content)
    #expect(changed.hashValue == content.hashValue)
    changed.details = "4 of 6"
    #expect(changed != content)
    #expect(content.details == "3 of 6")
  }
}
