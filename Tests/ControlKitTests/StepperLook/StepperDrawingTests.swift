import Testing

@testable import ControlKit

/// Text snapshots of the stepper's drawing list, one per state, at the article's 174 × 30 in the
/// article's style (its numbers; its light colours, the standard dark ones), then the standard
/// style at its natural 178 × 44.
@Suite("StepperDrawing")
struct StepperDrawingTests {
  private static let bounds = Rect(x: 0, y: 0, width: 174, height: 30)

  private func draw(
    _ appearance: StepperPresentation, direction: WritingDirection = .leftToRight,
    theme: Theme = .light
  ) -> String {
    let layout = StepperLayout.layout(
      bounds: Self.bounds, style: .article, direction: direction,
      isDecrementHidden: appearance.isDecrementHidden)
    return DrawingSnapshot.text(
      StepperDrawing.drawing(
        presentation: appearance, layout: layout, style: .article, theme: theme))
  }

  /// Both buttons usable: ink icons, the article's field.
  @Test func defaultState() {
    #expect(
      draw(StepperPresentation(displayText: "5")) == """
        roundedRect [42.5, 0.5, 89×29] r=7.5 fill=#F7F7FCFF stroke=#C9CCD4FF w=1 butt
        text "5" [46, 0, 82×30] 16pt medium #3B4058FF center lines=1
        ellipse [0.75, 1.75, 26.5×26.5] stroke=#3B4058FF w=1.5 butt
        line (8, 15)→(20, 15) stroke=#3B4058FF w=1.5 round
        ellipse [146.75, 1.75, 26.5×26.5] stroke=#3B4058FF w=1.5 butt
        line (154, 15)→(166, 15) stroke=#3B4058FF w=1.5 round
        line (160, 9)→(160, 21) stroke=#3B4058FF w=1.5 round
        """)
  }

  /// At the minimum: − grey, like the article's "reduce_Disable" image.
  @Test func atMinimum() {
    #expect(
      draw(StepperPresentation(displayText: "1", isDecrementEnabled: false)) == """
        roundedRect [42.5, 0.5, 89×29] r=7.5 fill=#F7F7FCFF stroke=#C9CCD4FF w=1 butt
        text "1" [46, 0, 82×30] 16pt medium #3B4058FF center lines=1
        ellipse [0.75, 1.75, 26.5×26.5] stroke=#C9CCD4FF w=1.5 butt
        line (8, 15)→(20, 15) stroke=#C9CCD4FF w=1.5 round
        ellipse [146.75, 1.75, 26.5×26.5] stroke=#3B4058FF w=1.5 butt
        line (154, 15)→(166, 15) stroke=#3B4058FF w=1.5 round
        line (160, 9)→(160, 21) stroke=#3B4058FF w=1.5 round
        """)
  }

  /// At the maximum: + grey, like "increase_Disable".
  @Test func atMaximum() {
    #expect(
      draw(StepperPresentation(displayText: "99", isIncrementEnabled: false)) == """
        roundedRect [42.5, 0.5, 89×29] r=7.5 fill=#F7F7FCFF stroke=#C9CCD4FF w=1 butt
        text "99" [46, 0, 82×30] 16pt medium #3B4058FF center lines=1
        ellipse [0.75, 1.75, 26.5×26.5] stroke=#3B4058FF w=1.5 butt
        line (8, 15)→(20, 15) stroke=#3B4058FF w=1.5 round
        ellipse [146.75, 1.75, 26.5×26.5] stroke=#C9CCD4FF w=1.5 butt
        line (154, 15)→(166, 15) stroke=#C9CCD4FF w=1.5 round
        line (160, 9)→(160, 21) stroke=#C9CCD4FF w=1.5 round
        """)
  }

  /// Whole control disabled: both icons grey and the text dimmed to 40 %.
  @Test func disabled() {
    #expect(
      draw(StepperPresentation(displayText: "5", isEnabled: false)) == """
        roundedRect [42.5, 0.5, 89×29] r=7.5 fill=#F7F7FCFF stroke=#C9CCD4FF w=1 butt
        text "5" [46, 0, 82×30] 16pt medium #3B405866 center lines=1
        ellipse [0.75, 1.75, 26.5×26.5] stroke=#C9CCD4FF w=1.5 butt
        line (8, 15)→(20, 15) stroke=#C9CCD4FF w=1.5 round
        ellipse [146.75, 1.75, 26.5×26.5] stroke=#C9CCD4FF w=1.5 butt
        line (154, 15)→(166, 15) stroke=#C9CCD4FF w=1.5 round
        line (160, 9)→(160, 21) stroke=#C9CCD4FF w=1.5 round
        """)
  }

  /// Editing: a 2-point focus ring over the border, inside the field, and a caret 1 point after
  /// the text's end ("12" measures 16 points: 87 + 8 + 1), 19.2 points tall, centred.
  @Test func editing() {
    #expect(
      draw(StepperPresentation(displayText: "12", isEditing: true)) == """
        roundedRect [42.5, 0.5, 89×29] r=7.5 fill=#F7F7FCFF stroke=#C9CCD4FF w=1 butt
        roundedRect [43, 1, 88×28] r=7 stroke=#007AFFFF w=2 butt
        text "12" [46, 0, 82×30] 16pt medium #3B4058FF center lines=1
        roundedRect [96, 5.4, 2×19.2] r=1 fill=#007AFFFF
        ellipse [0.75, 1.75, 26.5×26.5] stroke=#3B4058FF w=1.5 butt
        line (8, 15)→(20, 15) stroke=#3B4058FF w=1.5 round
        ellipse [146.75, 1.75, 26.5×26.5] stroke=#3B4058FF w=1.5 butt
        line (154, 15)→(166, 15) stroke=#3B4058FF w=1.5 round
        line (160, 9)→(160, 21) stroke=#3B4058FF w=1.5 round
        """)
  }

  /// Cart mode at 0: no − at all (PPNumberButton's `decreaseHide`); the field widens over it, so
  /// field and + span the bounds.
  @Test func cartModeAtZero() {
    #expect(
      draw(
        StepperPresentation(
          displayText: "0", isDecrementEnabled: false, isDecrementHidden: true)) == """
          roundedRect [0.5, 0.5, 131×29] r=7.5 fill=#F7F7FCFF stroke=#C9CCD4FF w=1 butt
          text "0" [4, 0, 124×30] 16pt medium #3B4058FF center lines=1
          ellipse [146.75, 1.75, 26.5×26.5] stroke=#3B4058FF w=1.5 butt
          line (154, 15)→(166, 15) stroke=#3B4058FF w=1.5 round
          line (160, 9)→(160, 21) stroke=#3B4058FF w=1.5 round
          """)
  }

  /// Right-to-left at the maximum: the grey + is on the left, − on the right.
  @Test func rightToLeft() {
    #expect(
      draw(
        StepperPresentation(displayText: "5", isIncrementEnabled: false), direction: .rightToLeft)
          == """
          roundedRect [42.5, 0.5, 89×29] r=7.5 fill=#F7F7FCFF stroke=#C9CCD4FF w=1 butt
          text "5" [46, 0, 82×30] 16pt medium #3B4058FF center lines=1
          ellipse [146.75, 1.75, 26.5×26.5] stroke=#3B4058FF w=1.5 butt
          line (154, 15)→(166, 15) stroke=#3B4058FF w=1.5 round
          ellipse [0.75, 1.75, 26.5×26.5] stroke=#C9CCD4FF w=1.5 butt
          line (8, 15)→(20, 15) stroke=#C9CCD4FF w=1.5 round
          line (14, 9)→(14, 21) stroke=#C9CCD4FF w=1.5 round
          """)
  }

  /// Dark theme at the minimum.
  @Test func darkTheme() {
    #expect(
      draw(StepperPresentation(displayText: "5", isDecrementEnabled: false), theme: .dark) == """
        roundedRect [42.5, 0.5, 89×29] r=7.5 fill=#1C1C1EFF stroke=#8E8E93FF w=1 butt
        text "5" [46, 0, 82×30] 16pt medium #F2F2F7FF center lines=1
        ellipse [0.75, 1.75, 26.5×26.5] stroke=#636366FF w=1.5 butt
        line (8, 15)→(20, 15) stroke=#636366FF w=1.5 round
        ellipse [146.75, 1.75, 26.5×26.5] stroke=#F2F2F7FF w=1.5 butt
        line (154, 15)→(166, 15) stroke=#F2F2F7FF w=1.5 round
        line (160, 9)→(160, 21) stroke=#F2F2F7FF w=1.5 round
        """)
  }

  /// Dark theme, whole control disabled: both icons in the dark disabled grey, text at 40 %.
  @Test func darkThemeDisabled() {
    #expect(
      draw(StepperPresentation(displayText: "5", isEnabled: false), theme: .dark) == """
        roundedRect [42.5, 0.5, 89×29] r=7.5 fill=#1C1C1EFF stroke=#8E8E93FF w=1 butt
        text "5" [46, 0, 82×30] 16pt medium #F2F2F766 center lines=1
        ellipse [0.75, 1.75, 26.5×26.5] stroke=#636366FF w=1.5 butt
        line (8, 15)→(20, 15) stroke=#636366FF w=1.5 round
        ellipse [146.75, 1.75, 26.5×26.5] stroke=#636366FF w=1.5 butt
        line (154, 15)→(166, 15) stroke=#636366FF w=1.5 round
        line (160, 9)→(160, 21) stroke=#636366FF w=1.5 round
        """)
  }

  /// Dark theme at the maximum, editing: + grey, the dark focus ring over the border.
  @Test func darkThemeAtMaximumWhileEditing() {
    #expect(
      draw(
        StepperPresentation(displayText: "99", isIncrementEnabled: false, isEditing: true),
        theme: .dark) == """
          roundedRect [42.5, 0.5, 89×29] r=7.5 fill=#1C1C1EFF stroke=#8E8E93FF w=1 butt
          roundedRect [43, 1, 88×28] r=7 stroke=#0A84FFFF w=2 butt
          text "99" [46, 0, 82×30] 16pt medium #F2F2F7FF center lines=1
          roundedRect [96, 5.4, 2×19.2] r=1 fill=#0A84FFFF
          ellipse [0.75, 1.75, 26.5×26.5] stroke=#F2F2F7FF w=1.5 butt
          line (8, 15)→(20, 15) stroke=#F2F2F7FF w=1.5 round
          ellipse [146.75, 1.75, 26.5×26.5] stroke=#636366FF w=1.5 butt
          line (154, 15)→(166, 15) stroke=#636366FF w=1.5 round
          line (160, 9)→(160, 21) stroke=#636366FF w=1.5 round
          """)
  }

  /// Mid-shake at the maximum: every frame moved 7.5 points left.
  @Test func shaking() {
    #expect(
      draw(StepperPresentation(displayText: "99", isIncrementEnabled: false, shakeOffset: -7.5))
        == """
        roundedRect [35, 0.5, 89×29] r=7.5 fill=#F7F7FCFF stroke=#C9CCD4FF w=1 butt
        text "99" [38.5, 0, 82×30] 16pt medium #3B4058FF center lines=1
        ellipse [-6.75, 1.75, 26.5×26.5] stroke=#3B4058FF w=1.5 butt
        line (0.5, 15)→(12.5, 15) stroke=#3B4058FF w=1.5 round
        ellipse [139.25, 1.75, 26.5×26.5] stroke=#C9CCD4FF w=1.5 butt
        line (146.5, 15)→(158.5, 15) stroke=#C9CCD4FF w=1.5 round
        line (152.5, 9)→(152.5, 21) stroke=#C9CCD4FF w=1.5 round
        """)
  }
  @Test func styleHasTheArticlesNumbersAndColours() {
    let style = StepperStyle.article
    #expect(style.fieldWidth == 90 && style.touchAreaWidth == 42 && style.iconSide == 28)
    #expect(style.fieldCornerRadius == 8 && style.fieldBorderWidth == 1)
    #expect(style.font == TextFont(size: 16, weight: .medium))
    #expect(style.light.fieldBorder == RGBA(red: 0.79, green: 0.80, blue: 0.83))
    #expect(style.light.fieldBackground == RGBA(red: 0.97, green: 0.97, blue: 0.99))
    #expect(style.light.text.description == "#3B4058FF")
    #expect(style.palette(for: .light) == .articleLight)
    #expect(style.palette(for: .dark) == .dark)
    #expect(style.naturalSize == Size(width: 174, height: 30))
    #expect(StepperStyle.Palette.dark.text != StepperStyle.Palette.light.text)
  }

  @Test func appearanceCombinesWholeAndButtonEnabled() {
    for whole in [false, true] {
      for button in [false, true] {
        let appearance = StepperPresentation(
          isEnabled: whole, isDecrementEnabled: button, isIncrementEnabled: !button)
        #expect(appearance.showsDecrementEnabled == (whole && button))
        #expect(appearance.showsIncrementEnabled == (whole && !button))
      }
    }
  }

  @Test(arguments: [-10.0, -0.5, 3, 10])
  func shakeMovesEveryCommandByTheOffset(offset: Double) {
    let layout = StepperLayout.layout(bounds: Self.bounds)
    let still = StepperDrawing.drawing(
      presentation: StepperPresentation(isEditing: true), layout: layout)
    let moved = StepperDrawing.drawing(
      presentation: StepperPresentation(isEditing: true, shakeOffset: offset), layout: layout)
    var shiftedLayout = layout
    shiftedLayout.field = layout.field.offsetBy(dx: offset, dy: 0)
    shiftedLayout.decrementIcon = layout.decrementIcon.offsetBy(dx: offset, dy: 0)
    shiftedLayout.incrementIcon = layout.incrementIcon.offsetBy(dx: offset, dy: 0)
    #expect(moved != still)
    #expect(
      moved
        == StepperDrawing.drawing(
          presentation: StepperPresentation(isEditing: true), layout: shiftedLayout))
  }

  @Test func nonFiniteShakeIsIgnored() {
    let layout = StepperLayout.layout(bounds: Self.bounds)
    #expect(
      StepperDrawing.drawing(presentation: StepperPresentation(shakeOffset: .nan), layout: layout)
        == StepperDrawing.drawing(presentation: StepperPresentation(), layout: layout))
  }

  @Test func hiddenDecrementDrawsNoIcon() {
    let layout = StepperLayout.layout(bounds: Self.bounds)
    let shown = StepperDrawing.drawing(presentation: StepperPresentation(), layout: layout)
    let hidden = StepperDrawing.drawing(
      presentation: StepperPresentation(isDecrementHidden: true), layout: layout)
    #expect(shown.count == 7 && hidden.count == 5)
    #expect(Array(shown.prefix(2)) == Array(hidden.prefix(2)))
    #expect(Array(shown.suffix(3)) == Array(hidden.suffix(3)))
  }

  @Test func narrowStepperDrawsNoEmptyField() {
    // At 84 points the field has no width: only the icons are drawn.
    let layout = StepperLayout.layout(bounds: Rect(x: 0, y: 0, width: 84, height: 30))
    let commands = StepperDrawing.drawing(presentation: StepperPresentation(), layout: layout)
    #expect(commands.count == 5)
    #expect(commands.allSatisfy { if case .text = $0 { false } else { true } })
    let empty = StepperLayout.layout(bounds: .zero)
    #expect(StepperDrawing.drawing(presentation: StepperPresentation(), layout: empty).isEmpty)
  }

  @Test func smallerIconsScaleTheirBars() {
    // Height 14: icons are 14 points, bars 12 × 14/28 = 6 long.
    let layout = StepperLayout.layout(bounds: Rect(x: 0, y: 0, width: 174, height: 14))
    let commands = StepperDrawing.drawing(presentation: StepperPresentation(), layout: layout)
    let bars = commands.compactMap { command -> Double? in
      if case .line(let from, let to, _) = command { return from.distance(to: to) }
      return nil
    }
    #expect(bars == [6, 6, 6])
  }

  /// The standard style at its natural 178 × 44: 44 × 44 touch areas, icons centred in them
  /// vertically, the darker border; editing adds the caret after the text.
  @Test func standardStyleEditing() {
    let layout = StepperLayout.layout(
      bounds: Rect(origin: .zero, size: StepperStyle.standard.naturalSize))
    #expect(
      DrawingSnapshot.text(
        StepperDrawing.drawing(
          presentation: StepperPresentation(displayText: "8", isEditing: true), layout: layout))
          == """
          roundedRect [44.5, 0.5, 89×43] r=7.5 fill=#F7F7FCFF stroke=#858894FF w=1 butt
          roundedRect [45, 1, 88×42] r=7 stroke=#007AFFFF w=2 butt
          text "8" [48, 0, 82×44] 16pt medium #3B4058FF center lines=1
          roundedRect [94, 12.4, 2×19.2] r=1 fill=#007AFFFF
          ellipse [0.75, 8.75, 26.5×26.5] stroke=#3B4058FF w=1.5 butt
          line (8, 22)→(20, 22) stroke=#3B4058FF w=1.5 round
          ellipse [150.75, 8.75, 26.5×26.5] stroke=#3B4058FF w=1.5 butt
          line (158, 22)→(170, 22) stroke=#3B4058FF w=1.5 round
          line (164, 16)→(164, 28) stroke=#3B4058FF w=1.5 round
          """)
  }

  /// The caret stays inside the text box when the text fills it.
  @Test func caretStaysInsideTheTextBox() {
    let layout = StepperLayout.layout(bounds: Self.bounds, style: .article)
    let commands = StepperDrawing.drawing(
      presentation: StepperPresentation(displayText: "123456789012345", isEditing: true),
      layout: layout, style: .article)
    let caret = commands.compactMap { command -> Rect? in
      if case .roundedRect(let rect, _, let fill, nil) = command, fill != nil { return rect }
      return nil
    }
    #expect(caret == [Rect(x: 126, y: 5.4, width: 2, height: 19.2)])
    #expect(
      !StepperDrawing.drawing(presentation: StepperPresentation(), layout: layout).contains {
        if case .roundedRect(_, _, _, nil) = $0 { true } else { false }
      })
  }
}
