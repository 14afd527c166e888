import Testing

@testable import ControlKit

private let measurer = FixedAdvanceTextMeasurer()
private let phone = Rect(x: 0, y: 0, width: 375, height: 667)

/// Layout rules with the article's numbers (indicator 37, padding 30 / 15, spacing 10, font 15)
/// and the fixed-advance measurer (7.5 per Latin character, 15 per CJK character, lines 18 tall).
@Suite("HUD layout")
struct HUDLayoutTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var content: HUDContent
    var container: Rect
    var box: Rect
    var indicator: Rect?
    var title: Rect?
    var lines: Int
    var truncated: Bool
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    // Title narrower than the indicator: the box hugs the indicator (37 + 2 × 30 = 97).
    Row(
      name: "short", content: .spinner("OK"), container: phone,
      box: Rect(x: 139, y: 286, width: 97, height: 95),
      indicator: Rect(x: 169, y: 301, width: 37, height: 37),
      title: Rect(x: 169, y: 348, width: 37, height: 18), lines: 1, truncated: false),
    Row(
      name: "Loading", content: .spinner("Loading"), container: phone,
      box: Rect(x: 131.25, y: 286, width: 112.5, height: 95),
      indicator: Rect(x: 169, y: 301, width: 37, height: 37),
      title: Rect(x: 161.25, y: 348, width: 52.5, height: 18), lines: 1, truncated: false),
    // The article's title: 5 × 15 + 3 × 7.5 = 97.5 wide.
    Row(
      name: "Chinese", content: .spinner("正在处理中..."), container: phone,
      box: Rect(x: 108.75, y: 286, width: 157.5, height: 95),
      indicator: Rect(x: 169, y: 301, width: 37, height: 37),
      title: Rect(x: 138.75, y: 348, width: 97.5, height: 18), lines: 1, truncated: false),
    // 100 characters wrap at 275 (36 per line, 270 wide): two lines shown, the rest truncated.
    Row(
      name: "long", content: .spinner(String(repeating: "a", count: 100)), container: phone,
      box: Rect(x: 22.5, y: 277, width: 330, height: 113),
      indicator: Rect(x: 169, y: 292, width: 37, height: 37),
      title: Rect(x: 52.5, y: 339, width: 270, height: 36), lines: 2, truncated: true),
    // Exactly two full lines of CJK (18 per line): not truncated.
    Row(
      name: "CJK two lines", content: .spinner(String(repeating: "处", count: 36)),
      container: phone, box: Rect(x: 22.5, y: 277, width: 330, height: 113),
      indicator: Rect(x: 169, y: 292, width: 37, height: 37),
      title: Rect(x: 52.5, y: 339, width: 270, height: 36), lines: 2, truncated: false),
    // A container narrower than the box: the box is the container minus 2 × 20 margin.
    Row(
      name: "narrow", content: .spinner("正在处理中..."),
      container: Rect(x: 0, y: 0, width: 100, height: 200),
      box: Rect(x: 20, y: 43.5, width: 60, height: 113),
      indicator: Rect(x: 31.5, y: 58.5, width: 37, height: 37),
      title: Rect(x: 50, y: 105.5, width: 0, height: 36), lines: 2, truncated: true),
    Row(
      name: "text only", content: .text("Done"), container: phone,
      box: Rect(x: 142.5, y: 309.5, width: 90, height: 48), indicator: nil,
      title: Rect(x: 172.5, y: 324.5, width: 30, height: 18), lines: 1, truncated: false),
    Row(
      name: "no title", content: .spinner(), container: phone,
      box: Rect(x: 139, y: 300, width: 97, height: 67),
      indicator: Rect(x: 169, y: 315, width: 37, height: 37), title: nil, lines: 0,
      truncated: false),
  ]

  @Test(arguments: rows)
  func layoutTable(row: Row) {
    let layout = HUDLayout(content: row.content, container: row.container, measure: measurer)
    #expect(layout.box == row.box)
    #expect(layout.indicator == row.indicator)
    #expect(layout.title == row.title)
    #expect(layout.titleMetrics?.lineCount ?? 0 == row.lines)
    #expect(layout.titleMetrics?.isTruncated ?? false == row.truncated)
    #expect(layout.cornerRadius == 5)
  }

  @Test func boxNeverWiderThanContainerMinusMargins() {
    for width in stride(from: 40.0, through: 500, by: 7) {
      let container = Rect(x: 0, y: 0, width: width, height: 400)
      let layout = HUDLayout(
        content: .spinner(String(repeating: "x", count: 80)), container: container,
        measure: measurer)
      #expect(layout.box.width <= max(0, width - 2 * HUDStyle.defaultContainerMargin))
      #expect(layout.box.midX == width / 2)
    }
  }

  /// An iPhone X-sized screen with safe-area insets and a 336-point keyboard: the box centres in
  /// 44...476.
  @Test func centredInSafeAreaAboveKeyboard() {
    let screen = Rect(x: 0, y: 0, width: 375, height: 812)
    let keyboard = Rect(x: 0, y: 476, width: 375, height: 336)
    let safe = Insets(top: 44, leading: 0, bottom: 34, trailing: 0)
    let layout = HUDLayout(
      content: .spinner("Loading"), container: screen, safeArea: safe, keyboardFrame: keyboard,
      measure: measurer)
    #expect(layout.availableArea == Rect(x: 0, y: 44, width: 375, height: 432))
    #expect(layout.box == Rect(x: 131.25, y: 212.5, width: 112.5, height: 95))
    let noKeyboard = HUDLayout(
      content: .spinner("Loading"), container: screen, safeArea: safe, measure: measurer)
    #expect(noKeyboard.box.midY == 44 + (812 - 44 - 34) / 2)
  }

  @Test func keyboardOutsideTheAreaIsIgnored() {
    let offscreen = Rect(x: 0, y: 700, width: 375, height: 300)
    let layout = HUDLayout(
      content: .spinner("Loading"), container: phone, keyboardFrame: offscreen, measure: measurer)
    #expect(layout.availableArea == phone)
  }

  @Test func safeAreaLeadingFollowsDirection() {
    let safe = Insets(top: 0, leading: 40, bottom: 0, trailing: 0)
    let ltr = HUDLayout(
      content: .spinner("Loading"), container: phone, safeArea: safe, measure: measurer)
    let rtl = HUDLayout(
      content: .spinner("Loading"), container: phone, safeArea: safe, direction: .rightToLeft,
      measure: measurer)
    #expect(ltr.box.midX == 207.5)
    #expect(rtl.box.midX == 167.5)
  }

  @Test func changingTheTitleRelaysOutTheSameInstance() {
    var layout = HUDLayout(content: .spinner("OK"), container: phone, measure: measurer)
    layout.setContent(.spinner("正在处理中..."), measure: measurer)
    #expect(
      layout == HUDLayout(content: .spinner("正在处理中..."), container: phone, measure: measurer))
    #expect(layout.box.width == 157.5)
    layout.setContainer(Rect(x: 0, y: 0, width: 100, height: 200), measure: measurer)
    #expect(layout.box == Rect(x: 20, y: 43.5, width: 60, height: 113))
  }

  @Test(
    arguments: [
      (HUDTouchPolicy.blocksAll, Point(x: 5, y: 5), true),
      (HUDTouchPolicy.blocksAll, Point(x: 375, y: 5), false),
      (HUDTouchPolicy.blocksBox, Point(x: 5, y: 5), false),
      (HUDTouchPolicy.blocksBox, Point(x: 131.25, y: 286), true),
      (HUDTouchPolicy.blocksBox, Point(x: 243.75, y: 300), false),
      (HUDTouchPolicy.passesThrough, Point(x: 187, y: 330), false),
    ] as [(HUDTouchPolicy, Point, Bool)])
  func touchPolicy(policy: HUDTouchPolicy, point: Point, blocked: Bool) {
    let layout = HUDLayout(content: .spinner("Loading"), container: phone, measure: measurer)
    #expect(policy.blocksTouch(at: point, layout: layout) == blocked)
  }

  @Test func controllerBlocksOnlyWhileShowingOrVisible() {
    let layout = HUDLayout(content: .spinner("Loading"), container: phone, measure: measurer)
    let inBox = Point(x: 187, y: 330)
    var hud = HUDState(touchPolicy: .blocksAll)
    let token = HUDToken(1)
    hud.reduce(.taskBegan(token, .spinner("Loading"), at: .milliseconds(0)))
    #expect(!hud.blocksTouch(at: inBox, layout: layout), "pending grace")
    hud.reduce(.timerFired(at: .milliseconds(500)))
    #expect(hud.blocksTouch(at: inBox, layout: layout), "showing")
    hud.reduce(.taskEnded(token, at: .milliseconds(1000)))
    #expect(!hud.blocksTouch(at: inBox, layout: layout), "hiding")
  }
}
