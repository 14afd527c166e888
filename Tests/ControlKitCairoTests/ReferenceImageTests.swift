#if Cairo
import ControlKit
import ControlKitCairo
import Testing

/// Renders against committed PNGs (`Reference/`, per cairo version where they differ);
/// `CONTROLKIT_RECORD=1` rewrites them (see `Reference/README.md`).
@Suite("Cairo reference images")
struct ReferenceImageTests {
  let renderer = CairoRenderer()

  @Test("the HUD scene at 2× matches its reference")
  func hud() throws {
    let image = try renderer.rasterize(
      ReferenceScenes.hud, size: Size(width: 120, height: 80), scale: 2)
    try ReferenceImages.check(image, named: "hud-chinese@2x")
  }

  @Test("the arc, ring and caption scene at 1× and 3× matches its references")
  func arcAndRing() throws {
    for scale in [1.0, 3.0] {
      let image = try renderer.rasterize(
        ReferenceScenes.arcAndRing, size: Size(width: 200, height: 120), scale: scale)
      try ReferenceImages.check(image, named: "arc-ring-caption@\(Int(scale))x")
    }
  }

  @Test("the comparison catches a changed picture")
  func comparisonDetectsChange() throws {
    let image = try renderer.rasterize(
      ReferenceScenes.hud, size: Size(width: 120, height: 80), scale: 2)
    let changed = try renderer.rasterize(
      ReferenceScenes.hud.dropLast(), size: Size(width: 120, height: 80), scale: 2)
    let difference = try #require(
      image.difference(from: changed, threshold: ReferenceImages.channelTolerance))
    #expect(difference.pixelsOverThreshold > image.width * image.height / 200)
    #expect(image.difference(from: image)?.pixelsOverThreshold == 0)
  }
}
#endif
