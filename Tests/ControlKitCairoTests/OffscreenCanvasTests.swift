#if Cairo
import ControlKit
import ControlKitCairo
import Testing

@Suite("Offscreen canvas")
struct OffscreenCanvasTests {
  static let red = RGBA(red: 1, green: 0, blue: 0)
  static let blue = RGBA(red: 0, green: 0, blue: 1)

  @Test func eachDrawReplacesThePreviousPicture() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 20, height: 10), scale: 2)
    try canvas.draw([
      .roundedRect(
        Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, fill: Self.red, stroke: nil)
    ])
    let first = try canvas.image()
    #expect(first.width == 40 && first.height == 20)
    #expect(first.pixel(x: 5, y: 5) == Self.red)
    try canvas.draw([
      .roundedRect(
        Rect(x: 10, y: 0, width: 10, height: 10), cornerRadius: 0, fill: Self.blue, stroke: nil)
    ])
    let second = try canvas.image()
    #expect(second.pixel(x: 5, y: 5)?.alpha == 0, "the first draw's red must be cleared")
    #expect(second.pixel(x: 30, y: 5) == Self.blue)
  }

  @Test func drawingMatchesAOneShotRasterization() throws {
    let commands: [DrawCommand] = [
      .arc(
        center: Point(x: 50, y: 50), radius: 40, startAngle: Polar.radians(degrees: 135),
        sweep: Polar.radians(degrees: 270), stroke: Stroke(color: Self.red, width: 8, cap: .round))
    ]
    let size = Size(width: 100, height: 100)
    let canvas = try OffscreenCanvas(size: size, scale: 3)
    try canvas.draw(commands, background: .white)
    try canvas.draw(commands, background: .white)
    let expected = try CairoRenderer().rasterize(commands, size: size, scale: 3, background: .white)
    #expect(try canvas.image() == expected)
  }

  @Test func anEmptySizeIsRefused() {
    #expect(throws: CairoRenderError.self) {
      try OffscreenCanvas(size: Size(width: 0, height: 10))
    }
  }
}
#endif
