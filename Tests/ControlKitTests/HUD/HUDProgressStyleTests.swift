import Testing

@testable import ControlKit

private let measurer = FixedAdvanceTextMeasurer()
private let phone = Rect(x: 0, y: 0, width: 375, height: 667)

/// Progress as a ring (today's), a bar and a pie: laid out, drawn, and read as a percentage in
/// every form.
@Suite("HUD progress styles")
struct HUDProgressStyleTests {
  @Test(arguments: [WritingDirection.leftToRight, .rightToLeft])
  func aBarIsLaidOutAtItsSizeAndFillsFromTheLeadingEdge(direction: WritingDirection) throws {
    let layout = HUDLayout(
      content: .progress(0.25, "Uploading", style: .bar), container: phone, direction: direction,
      measure: measurer)
    let bar = try #require(layout.indicator)
    #expect(bar.size == HUDStyle.defaultProgressBarSize)
    #expect(bar.midX == layout.box.midX && layout.box.width == 120 + 2 * 30)
    let commands = HUDDrawing.drawing(layout, theme: .light)
    let rects = commands.compactMap { command -> Rect? in
      if case .roundedRect(let rect, _, _, _) = command { rect } else { nil }
    }
    // The box, the outline, the fill: a quarter of the 116-point track, at the leading edge.
    #expect(rects.count == 3 && rects[1] == bar)
    let fill = rects[2]
    #expect(fill.width == 29 && fill.height == 4)
    #expect(direction == .leftToRight ? fill.minX == bar.minX + 2 : fill.maxX == bar.maxX - 2)
  }

  @Test func aBarNeverOutgrowsANarrowScreen() throws {
    let narrow = Rect(x: 0, y: 0, width: 150, height: 300)
    let layout = HUDLayout(
      content: .progress(0.5, style: .bar), container: narrow, measure: measurer)
    // 150 − 2 × 20 margin − 2 × 30 padding = 50.
    #expect(try #require(layout.indicator).width == 50)
  }

  @Test func aPieIsASectorInsideACircle() throws {
    let layout = HUDLayout(
      content: .progress(0.25, style: .pie), container: phone, measure: measurer)
    let frame = try #require(layout.indicator)
    #expect(frame.size == HUDStyle().indicatorSize)
    let commands = HUDDrawing.drawing(layout, theme: .light).dropFirst()
    guard case .ellipse(_, nil, let outline?) = commands.first,
      case .arc(let center, let radius, let start, let sweep, let stroke) = commands.last
    else {
      Issue.record("expected an outline and a sector: \(commands)")
      return
    }
    #expect(commands.count == 2 && outline.width == HUDDrawing.glyphLineWidth)
    // The sector: from 12 o'clock, a quarter turn, a stroke as wide as twice its radius.
    #expect(center == frame.center && start == -Double.pi / 2 && sweep == Double.pi / 2)
    #expect(stroke.width == 2 * radius && radius > 0)
  }

  /// Apple's guidelines flip progress that runs from one value to another in right-to-left
  /// (Human Interface Guidelines, "Right to left"): the bar fills from the right, and the ring
  /// and the pie run counterclockwise from 12 o'clock, as the arc stepper mirrors.
  @Test(arguments: [WritingDirection.leftToRight, .rightToLeft])
  func theRingAndThePieRunFromTheLeadingSide(direction: WritingDirection) throws {
    let sign = direction == .rightToLeft ? -1.0 : 1.0
    let ring = HUDLayout(
      content: .progress(0.25), container: phone, direction: direction, measure: measurer)
    let ringFractions = HUDDrawing.drawing(ring, theme: .light).compactMap { command -> Double? in
      if case .progressRing(_, _, let fraction, _, _) = command { fraction } else { nil }
    }
    #expect(ringFractions == [0.25 * sign])
    let pie = HUDLayout(
      content: .progress(0.25, style: .pie), container: phone, direction: direction,
      measure: measurer)
    let sweeps = HUDDrawing.drawing(pie, theme: .light).compactMap { command -> Double? in
      if case .arc(_, _, let start, let sweep, _) = command, start == -Double.pi / 2 {
        sweep
      } else {
        nil
      }
    }
    #expect(sweeps == [Double.pi / 2 * sign])
    // Out-of-range progress is clamped before the direction is applied.
    let over = HUDLayout(
      content: .progress(-3), container: phone, direction: direction, measure: measurer)
    #expect(
      HUDDrawing.drawing(over, theme: .light).contains {
        if case .progressRing(_, _, 0, _, _) = $0 { true } else { false }
      })
  }

  @Test(arguments: HUDProgressStyle.allCases)
  func everyFormIsReadAsAPercentage(style: HUDProgressStyle) {
    var hud = HUDState(timing: HUDTiming(gracePeriod: .zero))
    hud.reduce(.taskBegan(HUDToken(1), .progress(0.42, "Uploading", style: style), at: .zero))
    #expect(hud.accessibilityElement?.role == .progressBar)
    #expect(hud.accessibilityElement?.value == "42%")
  }

  @Test func theRingIsTheDefault() {
    #expect(HUDContent.progress(0.5).progressStyle == .ring)
    let layout = HUDLayout(content: .progress(0.5), container: phone, measure: measurer)
    #expect(
      HUDDrawing.drawing(layout, theme: .light).contains {
        if case .progressRing = $0 { true } else { false }
      })
  }
}
