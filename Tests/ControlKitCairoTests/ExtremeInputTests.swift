#if Cairo
import ControlKit
import Testing

@testable import ControlKitCairo

/// Widths, font sizes and spoke counts far outside what a UI uses neither trap nor upset Pango.
@Suite("Extreme inputs")
struct ExtremeInputTests {
  let font = TextFont(size: 15)

  @Test func widthsBeyondPangosRangeMeasureLikeAnyWideWidth() {
    let measurer = PangoTextMeasurer()
    let wide = measurer.measure("hi", font: font, maxWidth: 3e6, maximumLines: 2)
    let narrow = measurer.measure("hi", font: font, maxWidth: 200, maximumLines: 2)
    #expect(wide == narrow)
    let infinite = measurer.measure("hi", font: font, maxWidth: 1e300, maximumLines: 0)
    #expect(infinite == narrow)
  }

  @Test func aHUDInAHugeContainerLaysOutAndDraws() throws {
    let layout = HUDLayout(
      content: .spinner("Loading"), container: Rect(x: 0, y: 0, width: 1e7, height: 600),
      measure: PangoTextMeasurer())
    #expect(layout.titleMetrics?.lineCount == 1)
    let canvas = try OffscreenCanvas(size: Size(width: 100, height: 100))
    try canvas.draw(HUDDrawing.drawing(layout, theme: .light, spinnerPhase: 0.25))
    #expect(try canvas.image().width == 100)
  }

  @Test func aTextBoxWiderThanPangosRangeDraws() throws {
    let box = TextBox(
      text: "hi", frame: Rect(x: 0, y: 0, width: 3e6, height: 40), font: font, color: .black,
      alignment: .leading, maximumLines: 2)
    let canvas = try OffscreenCanvas(size: Size(width: 60, height: 40))
    try canvas.draw([.text(box)])
    let ink = Pixels.inkColumns(in: try canvas.image())
    #expect(ink.map { $0.lowerBound < 5 && $0.upperBound < 30 } == true)
  }

  @Test func hugeFontSizesAreClampedBeforePango() {
    let measurer = PangoTextMeasurer()
    let huge = measurer.measure("M", font: TextFont(size: 1e12), maxWidth: nil, maximumLines: 1)
    let largest = measurer.measure(
      "M", font: TextFont(size: TextFont.maximumSize), maxWidth: nil, maximumLines: 1)
    #expect(huge == largest)
    #expect(huge.size.height > 500)
    let nan = measurer.measure("M", font: TextFont(size: .nan), maxWidth: nil, maximumLines: 1)
    #expect(nan == measurer.measure("M", font: TextFont(size: 1), maxWidth: nil, maximumLines: 1))
  }

  @Test func aSpinnerAskingForIntMaxSpokesDrawsTheMaximum() throws {
    func image(spokes: Int) throws -> RasterImage {
      try CairoRenderer().rasterize(
        [
          .spinner(
            center: Point(x: 20, y: 20), radius: 16, phase: 0.3, spokes: spokes, color: .black)
        ], size: Size(width: 40, height: 40))
    }
    let most = try image(spokes: Int.max)
    #expect(try most == image(spokes: CairoRenderer.maximumSpinnerSpokes))
    #expect(try most != image(spokes: 12))
  }
}
#endif
