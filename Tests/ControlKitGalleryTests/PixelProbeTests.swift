import ControlKit
import ControlKitCairo
import Testing

@testable import ControlKitGallery

/// Geometric checks on the gallery's PNGs that cannot drift with fonts: pixels where the core's
/// geometry says the arc ends, the HUD box's corners, the circle's corners.
@Suite("Gallery pixels")
struct PixelProbeTests {
  /// Channel tolerance for colours of flat areas (cairo's rounding of translucent fills).
  static let tolerance = 3.0 / 255

  func image(_ path: String) throws -> RasterImage {
    try RasterImage(contentsOfPNG: FullGallery.folder().file(path))
  }

  func close(_ a: RGBA?, _ b: RGBA) -> Bool {
    guard let a else { return false }
    return abs(a.red - b.red) <= Self.tolerance && abs(a.green - b.green) <= Self.tolerance
      && abs(a.blue - b.blue) <= Self.tolerance && abs(a.alpha - b.alpha) <= Self.tolerance
  }

  /// The pixel under a point (in points) at `scale`.
  func pixel(_ image: RasterImage, _ point: Point, scale: Double) -> RGBA? {
    image.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
  }

  /// `top` composited over an opaque `bottom`.
  func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
    func mix(_ a: Double, _ b: Double) -> Double { a * top.alpha + b * (1 - top.alpha) }
    return RGBA(
      red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
      blue: mix(top.blue, bottom.blue))
  }

  @Test(
    "the arc's end is the foreground colour; just past it, the track", arguments: Theme.allCases)
  func arcEnd(theme: Theme) throws {
    let configuration = GalleryCatalogue.arcConfiguration
    let palette = ArcStepperPalette.standard(for: theme)
    let ring = ArcGeometry(
      bounds: Rect(x: 0, y: 0, width: GalleryCatalogue.arcSide, height: GalleryCatalogue.arcSide),
      configuration: configuration)
    let background = GallerySpecimen.background(for: theme)
    let track = over(configuration.trackColor ?? palette.trackColor, background)
    let progress = over(configuration.progressColor ?? palette.progressColor, track)
    let margin = 0.02  // of the arc: 5.4°, several pixels at 3× on a 56-point radius
    let half = try image("arc-stepper/step-5-\(theme.rawValue)@3x.png")
    #expect(close(pixel(half, ring.point(forFraction: 0.5 - margin), scale: 3), progress))
    #expect(close(pixel(half, ring.point(forFraction: 0.5 + margin), scale: 3), track))
    let full = try image("arc-stepper/step-10-\(theme.rawValue)@3x.png")
    #expect(close(pixel(full, ring.point(forFraction: 1 - margin / 4), scale: 3), progress))
    let empty = try image("arc-stepper/step-0-\(theme.rawValue)@3x.png")
    #expect(close(pixel(empty, ring.point(forFraction: margin), scale: 3), track))
  }

  @Test(
    "the HUD box's corners show the background; inside, the box colour", arguments: Theme.allCases)
  func hudCorners(theme: Theme) throws {
    let layout = HUDLayout(
      content: .spinner("正在处理中..."), container: GalleryCatalogue.hudContainer,
      measure: PangoTextMeasurer())
    let picture = try image("hud/chinese-title-\(theme.rawValue)@3x.png")
    let background = GallerySpecimen.background(for: theme)
    let box = layout.box
    let inset = 0.4  // points inside the corner: outside the 5-point rounding
    for corner in [
      Point(x: box.minX + inset, y: box.minY + inset),
      Point(x: box.maxX - inset, y: box.minY + inset),
      Point(x: box.minX + inset, y: box.maxY - inset),
      Point(x: box.maxX - inset, y: box.maxY - inset),
    ] {
      #expect(close(pixel(picture, corner, scale: 3), background), "corner \(corner)")
    }
    let fill = over(HUDPalette.standard(for: theme).box, background)
    #expect(close(pixel(picture, Point(x: box.minX + 6, y: box.minY + 6), scale: 3), fill))
  }

  @Test("the circle image's corners are clear; its centre is the photo", arguments: Theme.allCases)
  func circleCorners(theme: Theme) throws {
    let background = GallerySpecimen.background(for: theme)
    for id in ["square", "non-square", "border"] {
      let picture = try image("circle-image/\(id)-\(theme.rawValue)@2x.png")
      let padding = GalleryCatalogue.circlePadding
      let size = Size(
        width: Double(picture.width) / 2 - 2 * padding,
        height: Double(picture.height) / 2 - 2 * padding)
      let circle = CircleImageLayout(
        bounds: Rect(x: padding, y: padding, width: size.width, height: size.height)
      ).circle
      for corner in [
        Point(x: circle.minX + 2, y: circle.minY + 2),
        Point(x: circle.maxX - 2, y: circle.minY + 2),
        Point(x: circle.minX + 2, y: circle.maxY - 2),
        Point(x: circle.maxX - 2, y: circle.maxY - 2),
        Point(x: 0, y: 0),
      ] {
        #expect(close(pixel(picture, corner, scale: 2), background), "\(id) at \(corner)")
      }
      // The sun sits above the centre of the photo.
      let sun = pixel(
        picture, Point(x: circle.midX, y: circle.midY - circle.height * 0.1), scale: 2)
      #expect(sun.map { $0.red > 0.9 && $0.green > 0.8 && $0.blue < 0.5 } == true, "\(id)")
    }
  }

  @Test("the Chinese title has real glyphs; the long title wraps to two lines and is cut")
  func titles() throws {
    let measurer = PangoTextMeasurer()
    let renderer = CairoRenderer()
    let specimens = try GalleryCatalogue.specimens()
    let chinese = try #require(specimens.first { $0.path == "hud/chinese-title" })
    for command in chinese.draw(.light, measurer) {
      if case .text(let box) = command {
        #expect(box.text == "正在处理中...")
        #expect(renderer.unknownGlyphCount(in: box) == 0)
      }
    }
    let long = HUDLayout(
      content: .spinner(GalleryCatalogue.hudLongTitle), container: GalleryCatalogue.hudContainer,
      measure: measurer)
    #expect(long.titleMetrics?.lineCount == 2)
    #expect(long.titleMetrics?.isTruncated == true)
    let short = HUDLayout(
      content: .spinner("Loading"), container: GalleryCatalogue.hudContainer, measure: measurer)
    #expect(short.box.width < long.box.width)
  }
}
