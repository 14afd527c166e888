import Testing

@testable import ControlKit

private let measurer = FixedAdvanceTextMeasurer()
private let phone = Rect(x: 0, y: 0, width: 375, height: 667)

private func snapshot(
  _ content: HUDContent, theme: Theme = .light, phase: Double = 0, dims: Bool = false
) -> String {
  let layout = HUDLayout(content: content, container: phone, measure: measurer)
  return DrawingSnapshot.text(
    HUDDrawing.drawing(layout, theme: theme, spinnerPhase: phase, dimsBackground: dims))
}

/// Text snapshots of the drawing list for each mode and theme (light: the article's black box at
/// 80 % with white content).
@Suite("HUD drawing")
struct HUDDrawingTests {
  @Test func spinnerWithChineseTitle() {
    #expect(
      snapshot(.spinner("正在处理中..."), phase: 0.25) == """
        roundedRect [108.75, 286, 157.5×95] r=5 fill=#000000CC
        spinner c=(187.5, 319.5) r=18.5 phase=0.25 spokes=12 #FFFFFFFF
        text "正在处理中..." [138.75, 348, 97.5×18] 15pt regular #FFFFFFFF center lines=2
        """)
  }

  @Test func progressRing() {
    #expect(
      snapshot(.progress(0.25, "Uploading")) == """
        roundedRect [123.75, 286, 127.5×95] r=5 fill=#000000CC
        progressRing c=(187.5, 319.5) r=17 fraction=0.25 track=#FFFFFF66 w=3 butt progress=#FFFFFFFF w=3 round
        text "Uploading" [153.75, 348, 67.5×18] 15pt regular #FFFFFFFF center lines=2
        """)
    #expect(snapshot(.progress(3, "Uploading")).contains("fraction=1 "))
  }

  @Test func successCheckMark() {
    #expect(
      snapshot(.success("Saved")) == """
        roundedRect [138.75, 286, 97.5×95] r=5 fill=#000000CC
        ellipse [170.5, 302.5, 34×34] stroke=#FFFFFFFF w=3 round
        polyline (179.36, 320.24) (185.28, 325.79) (196.01, 314.32) stroke=#FFFFFFFF w=3 round
        text "Saved" [168.75, 348, 37.5×18] 15pt regular #FFFFFFFF center lines=2
        """)
  }

  @Test func errorCross() {
    #expect(
      snapshot(.error("Failed")) == """
        roundedRect [135, 286, 105×95] r=5 fill=#000000CC
        ellipse [170.5, 302.5, 34×34] stroke=#FFFFFFFF w=3 round
        polyline (181.95, 313.95) (193.05, 325.05) stroke=#FFFFFFFF w=3 round
        polyline (193.05, 313.95) (181.95, 325.05) stroke=#FFFFFFFF w=3 round
        text "Failed" [165, 348, 45×18] 15pt regular #FFFFFFFF center lines=2
        """)
  }

  @Test func infoGlyph() {
    #expect(
      snapshot(.info("Note")) == """
        roundedRect [139, 286, 97×95] r=5 fill=#000000CC
        ellipse [170.5, 302.5, 34×34] stroke=#FFFFFFFF w=3 round
        ellipse [185.5, 310.1, 4×4] fill=#FFFFFFFF
        polyline (187.5, 317.65) (187.5, 327.64) stroke=#FFFFFFFF w=3 round
        text "Note" [169, 348, 37×18] 15pt regular #FFFFFFFF center lines=2
        """)
  }

  @Test func textOnly() {
    #expect(
      snapshot(.text("Done")) == """
        roundedRect [142.5, 309.5, 90×48] r=5 fill=#000000CC
        text "Done" [172.5, 324.5, 30×18] 15pt regular #FFFFFFFF center lines=2
        """)
  }

  @Test func darkThemeWithDimmedBackground() {
    #expect(
      snapshot(.spinner("Loading"), theme: .dark, dims: true) == """
        roundedRect [0, 0, 375×667] r=0 fill=#00000080
        roundedRect [131.25, 286, 112.5×95] r=5 fill=#E5E5EAEB
        spinner c=(187.5, 319.5) r=18.5 phase=0 spokes=12 #1C1C1EFF
        text "Loading" [161.25, 348, 52.5×18] 15pt regular #1C1C1EFF center lines=2
        """)
  }

  @Test func longTitleIsDrawnOnTwoLinesAtMost() {
    let title = String(repeating: "a", count: 100)
    #expect(
      snapshot(.spinner(title)).split(separator: "\n").last
        == "text \"\(title)\" [52.5, 339, 270×36] 15pt regular #FFFFFFFF center lines=2")
  }

  @Test func spinnerPhaseComesFromElapsedTime() {
    var hud = HUDState()
    hud.reduce(.taskBegan(HUDToken(1), .spinner("Loading"), at: .milliseconds(0)))
    hud.reduce(.timerFired(at: .milliseconds(500)))
    let phase = hud.spinnerPhase(at: .milliseconds(1_000)) ?? -1
    #expect(phase == 6.0 / 12)
    #expect(snapshot(.spinner("Loading"), phase: phase).contains("phase=0.5 "))
  }
}
