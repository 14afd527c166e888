import Testing

@testable import ControlKit

@Suite("ArcStepper layout and drawing")
struct ArcStepperDrawingTests {
  typealias F = ArcFixture
  let measure = FixedAdvanceTextMeasurer()

  private func snapshot(
    _ state: ArcStepperState, _ theme: Theme, at instant: ControlInstant = .zero
  )
    -> String
  {
    let layout = ArcStepperLayout(state: state, measure: measure)
    return DrawingSnapshot.text(
      ArcStepperDrawing.commands(for: state, layout: layout, theme: theme, at: instant))
  }

  @Test(
    arguments: [
      (Rect(x: 0, y: 0, width: 100, height: 100), "(50, 50)", 40.0, "[-12, -12, 124×124]", 52.0),
      (Rect(x: 0, y: 0, width: 200, height: 100), "(100, 50)", 40, "[38, -12, 124×124]", 52),
      // Radius 24: 2 × (24 + 4 + 18) = 92 to touch; 2 × (24 − 4) = 40 inside, so "5/10" truncates.
      (Rect(x: 10, y: 20, width: 100, height: 60), "(60, 50)", 24, "[14, 4, 92×92]", 40),
    ] as [(Rect, String, Double, String, Double)])
  func layoutTable(bounds: Rect, center: String, radius: Double, touch: String, width: Double) {
    let layout = ArcStepperLayout(
      bounds: bounds, configuration: .article, label: "5/10", measure: measure)
    #expect(layout.geometry.center.description == center)
    #expect(layout.geometry.radius == radius)
    #expect(layout.touchArea.description == touch)
    #expect(layout.labelFont == TextFont(size: 26))
    // "5/10" is 4 × 13 points wide and 26 × 1.2 tall, centred on the ring.
    #expect(layout.labelFrame.size == Size(width: width, height: 31.2))
    #expect(layout.labelFrame.center.description == center)
  }

  @Test func longLabelsAreLimitedToTheInsideOfTheStroke() {
    let layout = ArcStepperLayout(
      bounds: F.bounds, configuration: .article, label: "123456/1000000", measure: measure)
    // Inside the stroke: 2 × (40 − 4) = 72.
    #expect(layout.labelFrame.description == "[14, 34.4, 72×31.2]")
  }

  /// The dark palette: grey track, light blue accent progress, the article's white label.
  @Test func darkAtRestUsesTheDarkPalette() {
    #expect(
      snapshot(F.state(), .dark) == """
        arc c=(50, 50) r=40 start=135° sweep=270° stroke=#6E6E73FF w=8 butt
        arc c=(50, 50) r=40 start=135° sweep=135° stroke=#8ADFFFFF w=8 butt
        text "5/10" [24, 34.4, 52×31.2] 26pt regular #FFFFFFFF center lines=1
        """)
  }

  /// The light palette: mid-grey track, deep blue accent progress, near-black label.
  @Test func lightAtRestUsesTheLightPalette() {
    #expect(
      snapshot(F.state(), .light) == """
        arc c=(50, 50) r=40 start=135° sweep=270° stroke=#909095FF w=8 butt
        arc c=(50, 50) r=40 start=135° sweep=135° stroke=#0033A0FF w=8 butt
        text "5/10" [24, 34.4, 52×31.2] 26pt regular #1C1C1EFF center lines=1
        """)
  }

  @Test func disabledReducesEveryOpacity() {
    var state = F.state()
    _ = state.reduce(.focusChanged(true, at: .zero))
    _ = state.reduce(.enabledChanged(false, at: .zero))
    #expect(
      snapshot(state, .dark) == """
        arc c=(50, 50) r=40 start=135° sweep=270° stroke=#6E6E7366 w=8 butt
        arc c=(50, 50) r=40 start=135° sweep=135° stroke=#8ADFFF66 w=8 butt
        text "5/10" [24, 34.4, 52×31.2] 26pt regular #FFFFFF66 center lines=1
        """)
  }

  @Test func limitsDrawNoProgressAtZeroAndTheFullArcAtMax() {
    var state = F.state(reducesMotion: true)
    _ = state.reduce(.keyPressed(.home, at: .zero))
    #expect(
      snapshot(state, .light) == """
        arc c=(50, 50) r=40 start=135° sweep=270° stroke=#909095FF w=8 butt
        text "0/10" [24, 34.4, 52×31.2] 26pt regular #1C1C1EFF center lines=1
        """)
    _ = state.reduce(.keyPressed(.end, at: .zero))
    #expect(
      snapshot(state, .light) == """
        arc c=(50, 50) r=40 start=135° sweep=270° stroke=#909095FF w=8 butt
        arc c=(50, 50) r=40 start=135° sweep=270° stroke=#0033A0FF w=8 butt
        text "10/10" [17.5, 34.4, 65×31.2] 26pt regular #1C1C1EFF center lines=1
        """)
  }

  @Test func focusedAndDraggingShowTheRingAndTheThumb() {
    var state = F.state()
    _ = state.reduce(.focusChanged(true, at: .zero))
    _ = state.reduce(.pointerPressed(F.point(0.5, radius: 45), at: .zero))
    #expect(state.isDragging)
    #expect(
      snapshot(state, .light) == """
        arc c=(50, 50) r=40 start=135° sweep=270° stroke=#909095FF w=8 butt
        arc c=(50, 50) r=40 start=135° sweep=135° stroke=#0033A0FF w=8 butt
        ellipse [43, 3, 14×14] fill=#0033A0FF
        ellipse [3, 3, 94×94] stroke=#007AFFFF w=2 butt
        text "5/10" [24, 34.4, 52×31.2] 26pt regular #1C1C1EFF center lines=1
        """)
  }

  @Test func midAnimationDrawsThePresentedFraction() {
    var state = F.state()
    _ = state.reduce(.keyPressed(.up, at: .zero))
    // Halfway through the 200 ms ease-in-out: 0.55 of 270° = 148.5°. The label shows the target.
    #expect(
      snapshot(state, .dark, at: .milliseconds(100)) == """
        arc c=(50, 50) r=40 start=135° sweep=270° stroke=#6E6E73FF w=8 butt
        arc c=(50, 50) r=40 start=135° sweep=148.5° stroke=#8ADFFFFF w=8 butt
        text "6/10" [24, 34.4, 52×31.2] 26pt regular #FFFFFFFF center lines=1
        """)
  }

  /// Colours set in the configuration win over the palette: the article's black track and 75 %
  /// white progress, in either theme.
  @Test(arguments: Theme.allCases)
  func configuredColoursOverrideThePalette(theme: Theme) {
    var configuration = ArcStepperConfiguration.article
    configuration.trackColor = ArcStepperConfiguration.articleTrackColor
    configuration.progressColor = ArcStepperConfiguration.articleProgressColor
    let state = ArcStepperState(configuration: configuration, bounds: F.bounds)
    let lines = snapshot(state, theme).split(separator: "\n")
    #expect(lines.first?.contains("stroke=#000000FF") == true)
    #expect(lines.dropFirst().first?.contains("stroke=#FFFFFFBF") == true)
  }

  @Test func snapshotFormatterCoversOtherCommands() {
    let stroke = Stroke(color: .black, width: 1, cap: .round)
    let text = DrawingSnapshot.text([
      .roundedRect(
        Rect(x: 0, y: 0, width: 10, height: 5), cornerRadius: 2, fill: .white, stroke: nil),
      .line(from: .zero, to: Point(x: 1, y: 2), stroke: stroke),
      .polyline([.zero, Point(x: 1, y: 1)], closed: true, stroke: stroke),
      .spinner(center: .zero, radius: 5, phase: 0.25, spokes: 12, color: .black),
    ])
    #expect(
      text == """
        roundedRect [0, 0, 10×5] r=2 fill=#FFFFFFFF
        line (0, 0)→(1, 2) stroke=#000000FF w=1 round
        polyline (0, 0) (1, 1) closed stroke=#000000FF w=1 round
        spinner c=(0, 0) r=5 phase=0.25 spokes=12 #000000FF
        """)
  }
}
