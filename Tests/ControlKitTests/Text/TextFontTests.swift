import ControlKit
import Testing

@Suite("TextFont")
struct TextFontTests {
  @Test(
    arguments: [
      (1e12, TextFont.maximumSize), (.infinity, TextFont.maximumSize), (.nan, 0), (-5, 0),
      (-.infinity, 0), (0, 0), (15, 15), (TextFont.maximumSize, TextFont.maximumSize),
    ] as [(Double, Double)])
  func sizesAreClamped(requested: Double, stored: Double) {
    #expect(TextFont(size: requested).size == stored)
    var font = TextFont(size: 15)
    font.size = requested
    #expect(font.size == stored)
  }

  @Test func theMaximumIsWithinPangosRange() {
    // Pango stores sizes as Int32 1/1024 points.
    #expect(TextFont.maximumSize * 1024 < Double(Int32.max))
    #expect(TextFont(size: 1e12).description == "1000pt regular")
  }
}
