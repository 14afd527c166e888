#if Cairo
internal import CCairo
import ControlKit
import Testing

@testable import ControlKitCairo

/// Text that cannot show is never laid out: a line-limited layout of the cut text looks and
/// measures exactly like one of the whole text, and a 1 MB title costs what its first lines do.
@Suite("Shown text")
struct ShownTextTests {
  let font = TextFont(size: 15)
  static let megabyteTitle = String(repeating: "error line\n", count: 100_000)

  /// Metrics of `text` laid out whole (not cut), as before the cut existed.
  private func uncutMetrics(_ text: String, width: Double?, lines: Int) -> TextMetrics {
    guard let fontMap = pango_cairo_font_map_get_default(),
      let context = pango_font_map_create_context(fontMap)
    else { return TextMetrics(size: .zero, lineCount: -1, isTruncated: false) }
    defer { ck_object_unref(UnsafeMutableRawPointer(context)) }
    PangoFonts.configure(context)
    var request = PangoLayoutRequest(text: text, font: font, width: width, maximumLines: lines)
    request.text = text
    return request.metrics(in: context)
  }

  @Test func aMegabyteTitleIsCutToItsFirstLines() {
    let shown = ShownText.cut(Self.megabyteTitle, font: font, width: 250, maximumLines: 2)
    #expect(shown == "error line\nerror line\ne")
    let measurer = PangoTextMeasurer()
    let whole = measurer.measure(Self.megabyteTitle, font: font, maxWidth: 250, maximumLines: 2)
    let firstLines = measurer.measure(
      "error line\nerror line\nerror line", font: font, maxWidth: 250, maximumLines: 2)
    #expect(whole == firstLines)
    #expect(whole.lineCount == 2)
    #expect(whole.isTruncated)
  }

  @Test func aMegabyteParagraphIsCutToWhatTwoLinesCouldHold() {
    let paragraph = String(repeating: "x", count: 1_000_000)
    let shown = ShownText.cut(paragraph, font: font, width: 250, maximumLines: 2)
    // 250 points / (15 × 0.05) = 333 characters a line at most: 666 for two lines, plus one.
    #expect(shown.count == 667)
    let measurer = PangoTextMeasurer()
    #expect(
      measurer.measure(paragraph, font: font, maxWidth: 250, maximumLines: 2)
        == uncutMetrics(String(repeating: "x", count: 5_000), width: 250, lines: 2))
  }

  @Test(
    arguments: [
      String(repeating: "error line\n", count: 40), String(repeating: "word ", count: 400),
      "a\nb\nc", "a\r\nb\r\nc\r\nd", "a\u{2029}b\u{2029}c", "one\n\n\ntwo", "\n\n\n\n",
      String(repeating: "正在处理中", count: 200), String(repeating: "مرحبا بالعالم ", count: 100),
      "short", "", String(repeating: "i", count: 2_000) + "\nnext",
    ])
  func cutTextMeasuresLikeTheWholeText(text: String) {
    for (width, lines) in [(120.0, 1), (250.0, 2), (60.0, 3), (1e7, 2)] as [(Double, Int)] {
      let cut = ShownText.cut(text, font: font, width: width, maximumLines: lines)
      #expect(
        uncutMetrics(cut, width: width, lines: lines)
          == uncutMetrics(text, width: width, lines: lines), "width \(width), lines \(lines)")
    }
  }

  @Test func aMegabyteTitleDrawsLikeItsFirstLines() throws {
    let frame = Rect(x: 0, y: 0, width: 200, height: 50)
    let renderer = CairoRenderer()
    func image(_ text: String) throws -> RasterImage {
      try renderer.rasterize(
        [.text(TextBox(text: text, frame: frame, font: font, color: .black, maximumLines: 2))],
        size: frame.size, scale: 2)
    }
    let drawn = try image(Self.megabyteTitle)
    #expect(try drawn == image("error line\nerror line\nmore"))
    #expect(try drawn != image("error line\nerror line"))
  }

  @Test func withoutALineLimitNothingIsCut() {
    #expect(
      ShownText.cut(Self.megabyteTitle, font: font, width: 250, maximumLines: 0)
        == Self.megabyteTitle)
  }
}
#endif
