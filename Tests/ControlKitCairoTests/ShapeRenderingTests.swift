#if Cairo
import ControlKit
import Testing

@testable import ControlKitCairo

@Suite("Cairo shapes")
struct ShapeRenderingTests {
  let renderer = CairoRenderer()
  let red = RGBA(hex: 0xFF0000)
  let canvas = Size(width: 100, height: 100)
  let center = Point(x: 50, y: 50)

  @Test("a clockwise arc is painted at its end angle, not past it, and not at the centre")
  func clockwiseArc() throws {
    let start = -Double.pi / 2
    let sweep = Double.pi / 2
    let stroke = Stroke(color: red, width: 8, cap: .butt)
    let image = try renderer.rasterize(
      [.arc(center: center, radius: 30, startAngle: start, sweep: sweep, stroke: stroke)],
      size: canvas)
    let almostEnd = Polar.point(center: center, radius: 30, angle: start + sweep - 0.05)
    let pastEnd = Polar.point(center: center, radius: 30, angle: start + sweep + 0.3)
    let otherWay = Polar.point(center: center, radius: 30, angle: start - 0.3)
    #expect(Pixels.matches(Pixels.at(almostEnd, in: image), red))
    #expect(Pixels.matches(Pixels.at(pastEnd, in: image), .clear))
    #expect(Pixels.matches(Pixels.at(otherWay, in: image), .clear))
    #expect(Pixels.matches(Pixels.at(center, in: image), .clear))
  }

  @Test("round and square caps reach past the end angle; a butt cap stops at it")
  func capsAtTheEnd() throws {
    let end = Double.pi / 2
    let before = Polar.point(center: center, radius: 30, angle: end - 0.1)
    let beyond = Polar.point(center: center, radius: 30, angle: end + 0.1)
    for (cap, reachesBeyond) in [(LineCap.round, true), (.square, true), (.butt, false)] {
      let image = try renderer.rasterize(
        [
          .arc(
            center: center, radius: 30, startAngle: 0, sweep: end,
            stroke: Stroke(color: red, width: 10, cap: cap))
        ], size: canvas)
      #expect(Pixels.matches(Pixels.at(before, in: image), red), "\(cap)")
      #expect(Pixels.matches(Pixels.at(beyond, in: image), red) == reachesBeyond, "\(cap)")
    }
  }

  @Test("a negative sweep runs counter-clockwise")
  func counterClockwiseArc() throws {
    let image = try renderer.rasterize(
      [
        .arc(
          center: center, radius: 30, startAngle: 0, sweep: -Double.pi / 2,
          stroke: Stroke(color: red, width: 8))
      ], size: canvas)
    // Up (−π/4) is on the arc; down (+π/4) is not.
    #expect(Pixels.matches(Pixels.at(Point(x: 71, y: 29), in: image), red))
    #expect(Pixels.matches(Pixels.at(Point(x: 71, y: 71), in: image), .clear))
  }

  @Test(
    "a rounded rect is filled inside, its corners stay transparent, and the stroke is on the edge")
  func roundedRectCorners() throws {
    let rect = Rect(x: 10, y: 10, width: 80, height: 60)
    let blue = RGBA(hex: 0x0000FF)
    let image = try renderer.rasterize(
      [
        .roundedRect(
          rect, cornerRadius: 16, fill: red, stroke: Stroke(color: blue, width: 2))
      ], size: canvas)
    for corner in [
      Point(x: 11, y: 11), Point(x: 88, y: 11), Point(x: 11, y: 68), Point(x: 88, y: 68),
    ] {
      #expect(Pixels.matches(Pixels.at(corner, in: image), .clear), "\(corner)")
    }
    #expect(Pixels.matches(Pixels.at(rect.center, in: image), red))
    #expect(Pixels.matches(Pixels.at(Point(x: 50, y: 10), in: image), blue))
    #expect(Pixels.matches(Pixels.at(Point(x: 50, y: 5), in: image), .clear))
  }

  @Test("a zero radius gives square corners")
  func squareCorners() throws {
    let image = try renderer.rasterize(
      [
        .roundedRect(
          Rect(x: 10, y: 10, width: 80, height: 60), cornerRadius: 0, fill: red, stroke: nil)
      ],
      size: canvas)
    #expect(Pixels.matches(Pixels.at(Point(x: 10.5, y: 10.5), in: image), red))
  }

  @Test("an ellipse fills its inscribed oval only")
  func ellipse() throws {
    let image = try renderer.rasterize(
      [.ellipse(Rect(x: 0, y: 25, width: 100, height: 50), fill: red, stroke: nil)], size: canvas)
    #expect(Pixels.matches(Pixels.at(Point(x: 50, y: 50), in: image), red))
    #expect(Pixels.matches(Pixels.at(Point(x: 3, y: 50), in: image), red))
    #expect(Pixels.matches(Pixels.at(Point(x: 5, y: 28), in: image), .clear))
    #expect(Pixels.matches(Pixels.at(Point(x: 50, y: 20), in: image), .clear))
  }

  @Test("scale multiplies the pixel size and keeps the picture", arguments: [1.0, 2.0, 3.0])
  func scaleMultipliesPixels(scale: Double) throws {
    let commands: [DrawCommand] = [
      .roundedRect(Rect(x: 0, y: 0, width: 15, height: 20), cornerRadius: 0, fill: red, stroke: nil)
    ]
    let image = try renderer.rasterize(commands, size: Size(width: 30, height: 20), scale: scale)
    #expect(image.width == Int(30 * scale))
    #expect(image.height == Int(20 * scale))
    #expect(Pixels.matches(Pixels.at(Point(x: 14.5, y: 10), in: image, scale: scale), red))
    #expect(Pixels.matches(Pixels.at(Point(x: 15.5, y: 10), in: image, scale: scale), .clear))
  }

  @Test("a progress ring draws the full track and the progress from 12 o'clock clockwise")
  func progressRing() throws {
    let track = Stroke(color: RGBA(hex: 0x00FF00), width: 6)
    let progress = Stroke(color: red, width: 6)
    let image = try renderer.rasterize(
      [.progressRing(center: center, radius: 30, fraction: 0.25, track: track, progress: progress)],
      size: canvas)
    let at = { (degrees: Double) in
      Pixels.at(
        Polar.point(center: self.center, radius: 30, angle: Polar.radians(degrees: degrees)),
        in: image)
    }
    #expect(Pixels.matches(at(-80), red))  // just after 12 o'clock
    #expect(Pixels.matches(at(-10), red))  // just before 3 o'clock
    #expect(Pixels.matches(at(10), track.color))  // past a quarter turn: track only
    #expect(Pixels.matches(at(-100), track.color))  // before 12 o'clock: track only
    #expect(Pixels.matches(at(180), track.color))
    // A negative fraction runs counterclockwise: a right-to-left ring.
    let mirrored = try renderer.rasterize(
      [
        .progressRing(center: center, radius: 30, fraction: -0.25, track: track, progress: progress)
      ],
      size: canvas)
    let mirroredAt = { (degrees: Double) in
      Pixels.at(
        Polar.point(center: self.center, radius: 30, angle: Polar.radians(degrees: degrees)),
        in: mirrored)
    }
    #expect(Pixels.matches(mirroredAt(-100), red))  // just before 12 o'clock
    #expect(Pixels.matches(mirroredAt(-170), red))  // just after 9 o'clock
    #expect(Pixels.matches(mirroredAt(-80), track.color))
  }

  @Test("a spinner's brightest spoke is at its phase and the one behind is fainter")
  func spinnerPhase() throws {
    let white = RGBA.white
    func alpha(atDegrees degrees: Double, phase: Double) throws -> Double {
      let image = try renderer.rasterize(
        [.spinner(center: center, radius: 40, phase: phase, spokes: 8, color: white)], size: canvas)
      let point = Polar.point(center: center, radius: 30, angle: Polar.radians(degrees: degrees))
      return Pixels.at(point, in: image)?.alpha ?? 0
    }
    // Phase 0 → the spoke at 12 o'clock (−90°) is brightest; the spoke at 3 o'clock (0°) is
    // furthest ahead, so faintest... the one just behind (−135°) comes second.
    let top = try alpha(atDegrees: -90, phase: 0)
    let behind = try alpha(atDegrees: -135, phase: 0)
    let ahead = try alpha(atDegrees: -45, phase: 0)
    #expect(top > 0.95)
    #expect(behind < top && behind > ahead)
    #expect(ahead >= CairoRenderer.spinnerMinimumSpokeOpacity - 0.05)
    // A quarter turn later the brightest spoke is at 3 o'clock.
    #expect(try alpha(atDegrees: 0, phase: 0.25) > 0.95)
    #expect(try alpha(atDegrees: -90, phase: 0.25) < 0.9)
  }

  @Test("lines and closed polylines are stroked")
  func linesAndPolylines() throws {
    let stroke = Stroke(color: red, width: 4, cap: .round)
    let image = try renderer.rasterize(
      [
        .line(from: Point(x: 10, y: 10), to: Point(x: 90, y: 10), stroke: stroke),
        .polyline(
          [Point(x: 20, y: 40), Point(x: 80, y: 40), Point(x: 80, y: 90)], closed: true,
          stroke: stroke),
      ], size: canvas)
    #expect(Pixels.matches(Pixels.at(Point(x: 50, y: 10), in: image), red))
    #expect(Pixels.matches(Pixels.at(Point(x: 80, y: 60), in: image), red))
    // The closing segment runs from (80, 90) back to (20, 40).
    #expect(Pixels.matches(Pixels.at(Point(x: 50, y: 65), in: image), red))
    #expect(Pixels.matches(Pixels.at(Point(x: 70, y: 50), in: image), .clear))
  }

  @Test("an opaque background fills the canvas under the drawing")
  func background() throws {
    let image = try renderer.rasterize([], size: Size(width: 4, height: 4), background: .white)
    #expect(Pixels.matches(image.pixel(x: 0, y: 0), .white))
    #expect(Pixels.matches(image.pixel(x: 3, y: 3), .white))
  }
}
#endif
