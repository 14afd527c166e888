#if Cairo
import ControlKit
import Testing

@testable import ControlKitGallery

/// Issue 36's HUD option pages: each draws the core's layout for its option (the box where the
/// placement puts it, the details line, the bar, the pie, the square and minimum boxes, the
/// custom and material palettes, a zoom at 0.75).
@Suite("Gallery HUD option pages")
struct HUDOptionPageTests {
  let specimens: [GallerySpecimen]
  let measurer = FixedAdvanceTextMeasurer()
  let container = GalleryCatalogue.hudOptionsContainer

  init() throws {
    specimens = try GalleryCatalogue.specimens()
  }

  func list(_ id: String, _ theme: Theme = .light) throws -> [DrawCommand] {
    let specimen = try #require(specimens.first { $0.path == "hud/\(id)" }, "no hud/\(id)")
    return specimen.draw(theme, measurer)
  }

  /// The first rounded rectangle: the box.
  func box(_ id: String) throws -> (rect: Rect, fill: RGBA?) {
    let found = try list(id).lazy.compactMap { command -> (Rect, RGBA?)? in
      if case .roundedRect(let rect, _, let fill, _) = command { return (rect, fill) }
      return nil
    }.first
    let (rect, fill) = try #require(found, "hud/\(id) draws no box")
    return (rect, fill)
  }

  @Test func everyOptionHasAPage() {
    let paths = Set(specimens.map(\.path))
    for id in [
      "placement-top", "placement-bottom", "toast", "details", "bar", "pie", "square",
      "minimum-size", "custom-colors", "material", "zoom-midway",
    ] {
      #expect(paths.contains("hud/\(id)"), "missing hud/\(id)")
    }
  }

  @Test func placementsSitAgainstTheirMargins() throws {
    let margin = HUDStyle.defaultContainerMargin
    #expect(try box("placement-top").rect.minY == margin)
    #expect(try box("placement-bottom").rect.maxY == container.maxY - margin)
    #expect(try box("toast").rect.maxY == container.maxY - margin)
  }

  @Test func detailsBarAndPieAreDrawn() throws {
    let texts = try list("details").compactMap { command -> String? in
      if case .text(let box) = command { return box.text }
      return nil
    }
    #expect(texts == ["Uploading", "3 of 10 photos"])
    // The bar: its outline is 120 wide.
    #expect(
      try list("bar").contains {
        if case .roundedRect(let rect, _, _, _) = $0 {
          return rect.width == HUDStyle.defaultProgressBarSize.width
        }
        return false
      })
    // The pie: a circle outline and its sector, no ring track.
    #expect(
      try list("pie").contains {
        if case .progressRing = $0 { return true }
        return false
      } == false)
  }

  @Test func squareMinimumAndColours() throws {
    let square = try box("square").rect
    #expect(square.width == square.height)
    #expect(try box("minimum-size").rect.size == Size(width: 180, height: 110))
    #expect(try box("custom-colors").fill == GalleryCatalogue.hudBrandBox)
    for theme in Theme.allCases {
      let materialFill = try list("material", theme).first
      let expected = HUDBoxStyle.material.palette(for: theme).box
      guard case .roundedRect(_, _, let fill, _) = materialFill else {
        Issue.record("hud/material draws no box first")
        continue
      }
      #expect(fill == expected)
    }
  }

  @Test func theZoomPageIsTheVisibleBoxAtThreeQuarters() throws {
    let zoomed = try box("zoom-midway").rect
    let full = HUDLayout(
      content: .spinner("Loading"), container: container, measure: measurer
    ).box
    #expect(abs(zoomed.width - full.width * 0.75) < 0.01)
    #expect(abs(zoomed.height - full.height * 0.75) < 0.01)
    #expect(abs(zoomed.midX - full.midX) < 0.01 && abs(zoomed.midY - full.midY) < 0.01)
  }
}
#endif
