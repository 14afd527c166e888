#if Cairo
import ControlKit
import Testing

@testable import ControlKitCairo

@Suite("Pango text")
struct TextRenderingTests {
  let renderer = CairoRenderer()
  let font = TextFont(size: 15)
  let longTitle =
    "Uploading the photos you picked to the shared album so everyone in the family can see them"

  @Test("Chinese measures wider than zero and renders with no unknown glyphs")
  func chinese() {
    let measurer = PangoTextMeasurer()
    let metrics = measurer.measure("正在处理中...", font: font, maxWidth: nil, maximumLines: 1)
    #expect(metrics.size.width > 0)
    #expect(metrics.size.height > 0)
    #expect(metrics.lineCount == 1)
    let box = TextBox(
      text: "正在处理中...", frame: Rect(x: 0, y: 0, width: 200, height: 30), font: font,
      color: .black)
    #expect(renderer.unknownGlyphCount(in: box) == 0)
  }

  @Test("the unknown-glyph check does see characters no font has")
  func unknownGlyphsAreCounted() {
    let box = TextBox(
      text: "\u{10FFFD}\u{10FFFC}", frame: Rect(x: 0, y: 0, width: 200, height: 30), font: font,
      color: .black)
    #expect(renderer.unknownGlyphCount(in: box) == 2)
  }

  @Test("a 15-point font is 15 units: a CJK ideograph advances exactly one em, at any size")
  func pointsAreUnits() {
    let measurer = PangoTextMeasurer()
    let at15 = measurer.measure("一一一一", font: font, maxWidth: nil, maximumLines: 1)
    let at30 = measurer.measure("一一一一", font: TextFont(size: 30), maxWidth: nil, maximumLines: 1)
    #expect(abs(at15.size.width - 60) < 0.01)
    #expect(abs(at30.size.width - 120) < 0.01)
    #expect(abs(at30.size.height - 2 * at15.size.height) < 0.01)
  }

  @Test("a long title wraps to two lines and truncates; without a limit it takes more lines")
  func wrapsAndTruncates() {
    let measurer = PangoTextMeasurer()
    let limited = measurer.measure(longTitle, font: font, maxWidth: 150, maximumLines: 2)
    let unlimited = measurer.measure(longTitle, font: font, maxWidth: 150, maximumLines: 0)
    let single = measurer.measure(longTitle, font: font, maxWidth: 150, maximumLines: 1)
    #expect(limited.lineCount == 2)
    #expect(limited.isTruncated)
    #expect(limited.size.width <= 150)
    #expect(unlimited.lineCount > 2)
    #expect(!unlimited.isTruncated)
    #expect(unlimited.size.height > limited.size.height)
    #expect(single.lineCount == 1)
    #expect(abs(limited.size.height - 2 * single.size.height) < 0.5)
  }

  @Test(
    "the line limit counts lines across paragraphs and ends the last one in an ellipsis",
    arguments: [150.0, nil])
  func paragraphsShareTheLimit(width: Double?) {
    let measurer = PangoTextMeasurer()
    let limited = measurer.measure("one\ntwo\nthree", font: font, maxWidth: width, maximumLines: 2)
    let unlimited = measurer.measure(
      "one\ntwo\nthree", font: font, maxWidth: width, maximumLines: 0)
    let fits = measurer.measure("one\ntwo", font: font, maxWidth: width, maximumLines: 2)
    #expect(limited.lineCount == 2)
    #expect(limited.isTruncated)
    #expect(unlimited.lineCount == 3)
    #expect(!unlimited.isTruncated)
    #expect(fits.lineCount == 2)
    #expect(!fits.isTruncated)
    // "two…" is wider than "two" alone.
    #expect(
      limited.size.width
        > measurer.measure("two", font: font, maxWidth: width, maximumLines: 1).size.width)
  }

  @Test("a short paragraph followed by a long one stays within the limit")
  func longSecondParagraph() {
    let limited = PangoTextMeasurer().measure(
      "Done\n" + longTitle, font: font, maxWidth: 150, maximumLines: 2)
    #expect(limited.lineCount == 2)
    #expect(limited.isTruncated)
    #expect(limited.size.width <= 150)
  }

  @Test("a short text fits on one line and is not truncated")
  func shortText() {
    let metrics = PangoTextMeasurer().measure("OK", font: font, maxWidth: 150, maximumLines: 2)
    #expect(metrics.lineCount == 1)
    #expect(!metrics.isTruncated)
    #expect(metrics.size.width < 40)
  }

  @Test("a repeated measurement is a cache hit with the same metrics; another width is a miss")
  func cache() {
    let measurer = PangoTextMeasurer()
    let first = measurer.measure(longTitle, font: font, maxWidth: 150, maximumLines: 2)
    let second = measurer.measure(longTitle, font: font, maxWidth: 150, maximumLines: 2)
    #expect(first == second)
    #expect(measurer.cacheHits == 1)
    #expect(measurer.cacheMisses == 1)
    _ = measurer.measure(longTitle, font: font, maxWidth: 151, maximumLines: 2)
    _ = measurer.measure(
      longTitle, font: TextFont(size: 15, weight: .bold), maxWidth: 150, maximumLines: 2)
    _ = measurer.measure(longTitle, font: font, maxWidth: 150, maximumLines: 3)
    #expect(measurer.cacheHits == 1)
    #expect(measurer.cacheMisses == 4)
  }

  @Test("one measurer is safe to share across concurrent tasks")
  func concurrentMeasuring() async {
    let measurer = PangoTextMeasurer()
    let expected = measurer.measure("正在处理中...", font: font, maxWidth: 80, maximumLines: 2)
    let results = await withTaskGroup(of: TextMetrics.self) { group in
      for index in 0..<16 {
        group.addTask {
          _ = measurer.measure("item \(index)", font: self.font, maxWidth: nil, maximumLines: 1)
          return measurer.measure("正在处理中...", font: self.font, maxWidth: 80, maximumLines: 2)
        }
      }
      var all: [TextMetrics] = []
      for await metrics in group { all.append(metrics) }
      return all
    }
    #expect(results.count == 16)
    #expect(results.allSatisfy { $0 == expected })
  }

  @Test(
    "text drawn in a box of its measured size stays inside it, at 1× and 3×", arguments: [1.0, 3.0])
  func measurementEqualsDrawing(scale: Double) throws {
    let measurer = PangoTextMeasurer()
    for (text, lines, width) in [
      ("正在处理中...", 1, nil as Double?), ("Saved", 1, nil), (longTitle, 2, 150.0),
    ] {
      let metrics = measurer.measure(text, font: font, maxWidth: width, maximumLines: lines)
      let frame = Rect(origin: Point(x: 10, y: 10), size: metrics.size)
      let image = try renderer.rasterize(
        [.text(TextBox(text: text, frame: frame, font: font, color: .black, maximumLines: lines))],
        size: Size(width: metrics.size.width + 20, height: metrics.size.height + 20), scale: scale)
      let columns = try #require(Pixels.inkColumns(in: image))
      let rows = try #require(Pixels.inkRows(in: image))
      // One pixel of anti-aliasing either side; a re-wrap would add a line below the frame.
      #expect(Double(columns.lowerBound) >= (frame.minX - 1) * scale, "\(text)")
      #expect(Double(columns.upperBound) <= (frame.maxX + 1) * scale, "\(text)")
      #expect(Double(rows.lowerBound) >= (frame.minY - 1) * scale, "\(text)")
      #expect(Double(rows.upperBound) <= (frame.maxY + 1) * scale, "\(text)")
    }
  }

  @Test("text is centred vertically in a taller frame")
  func verticalCentering() throws {
    let frame = Rect(x: 0, y: 0, width: 200, height: 100)
    let image = try renderer.rasterize(
      [.text(TextBox(text: "一二三", frame: frame, font: font, color: .black))],
      size: frame.size)
    let rows = try #require(Pixels.inkRows(in: image))
    let middle = Double(rows.lowerBound + rows.upperBound) / 2
    #expect(abs(middle - 50) < 3)
  }

  @Test(
    "leading and trailing follow the text's direction; neutral text follows the renderer's",
    arguments: [
      ("Hello", TextBox.Alignment.leading, WritingDirection.rightToLeft, true),
      ("Hello", .trailing, .leftToRight, false),
      ("שלום", .leading, .leftToRight, false),
      ("שלום", .trailing, .leftToRight, true),
      ("123", .leading, .leftToRight, true),
      ("123", .leading, .rightToLeft, false),
    ])
  func rightToLeftAlignment(
    text: String, alignment: TextBox.Alignment, direction: WritingDirection, inkOnLeft: Bool
  ) throws {
    let frame = Rect(x: 0, y: 0, width: 300, height: 30)
    let image = try CairoRenderer(layoutDirection: direction).rasterize(
      [.text(TextBox(text: text, frame: frame, font: font, color: .black, alignment: alignment))],
      size: frame.size)
    let columns = try #require(Pixels.inkColumns(in: image))
    #expect((columns.upperBound < 150) == inkOnLeft)
    #expect((columns.lowerBound > 150) == !inkOnLeft)
  }
}
#endif
