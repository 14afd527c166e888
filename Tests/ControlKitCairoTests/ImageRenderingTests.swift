import ControlKit
import ControlKitTestSupport
import Testing

@testable import ControlKitCairo

@Suite("Cairo images")
struct ImageRenderingTests {
  let renderer = CairoRenderer()
  let red = RGBA(hex: 0xFF0000)
  let blue = RGBA(hex: 0x0000FF)

  /// Writes a 40×20 PNG, left half red and right half blue, with cairo itself.
  func writeFixture(in directory: TemporaryDirectory) throws -> ImageReference {
    let path = directory.file("fixture.png")
    try renderer.writePNG(
      commands: [
        .roundedRect(
          Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0, fill: red, stroke: nil),
        .roundedRect(
          Rect(x: 20, y: 0, width: 20, height: 20), cornerRadius: 0, fill: blue, stroke: nil),
      ], size: Size(width: 40, height: 20), to: path)
    return ImageReference(name: path, pixelSize: Size(width: 40, height: 20))
  }

  @Test("an ellipse-clipped image fills the circle from its crop and leaves the corners clear")
  func ellipseClip() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fixture = try writeFixture(in: directory)
    let frame = Rect(x: 10, y: 10, width: 60, height: 60)
    let image = try renderer.rasterize(
      [
        .image(
          fixture, frame: frame, source: Rect(x: 20, y: 0, width: 20, height: 20),
          clipToEllipse: true)
      ], size: Size(width: 80, height: 80))
    #expect(Pixels.matches(Pixels.at(frame.center, in: image), blue))
    #expect(Pixels.matches(Pixels.at(Point(x: 12, y: 40), in: image), blue))
    for corner in [
      Point(x: 12, y: 12), Point(x: 67, y: 12), Point(x: 12, y: 67), Point(x: 67, y: 67),
    ] {
      #expect(Pixels.matches(Pixels.at(corner, in: image), .clear), "\(corner)")
    }
  }

  @Test("an unclipped image scales its whole crop to the frame")
  func cropScaledToFrame() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fixture = try writeFixture(in: directory)
    let frame = Rect(x: 0, y: 0, width: 80, height: 20)
    let image = try renderer.rasterize(
      [.image(fixture, frame: frame, source: .zero, clipToEllipse: false)],
      size: Size(width: 80, height: 30))
    #expect(Pixels.matches(Pixels.at(Point(x: 2, y: 2), in: image), red))
    #expect(Pixels.matches(Pixels.at(Point(x: 30, y: 18), in: image), red))
    #expect(Pixels.matches(Pixels.at(Point(x: 50, y: 2), in: image), blue))
    #expect(Pixels.matches(Pixels.at(Point(x: 40, y: 25), in: image), .clear))
  }

  @Test("relative image names resolve against the image directory")
  func relativeNames() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try writeFixture(in: directory)
    let relative = CairoRenderer(imageDirectory: directory.path)
    let image = try relative.rasterize(
      [
        .image(
          ImageReference(name: "fixture.png", pixelSize: Size(width: 40, height: 20)),
          frame: Rect(x: 0, y: 0, width: 40, height: 20), source: .zero, clipToEllipse: false)
      ], size: Size(width: 40, height: 20))
    #expect(Pixels.matches(image.pixel(x: 5, y: 5), red))
  }

  @Test("a missing file draws the neutral placeholder inside the clip instead of failing")
  func missingImage() throws {
    let frame = Rect(x: 0, y: 0, width: 40, height: 40)
    let image = try renderer.rasterize(
      [
        .image(
          ImageReference(name: "/nonexistent/avatar.png", pixelSize: Size(width: 1, height: 1)),
          frame: frame, source: .zero, clipToEllipse: true)
      ], size: Size(width: 40, height: 40))
    #expect(Pixels.matches(image.pixel(x: 20, y: 4), CairoRenderer.placeholderFill))
    #expect(Pixels.matches(image.pixel(x: 1, y: 1), .clear))
  }
}
