#if Cairo
import ControlKit
import Testing

@testable import ControlKitGallery

@Suite("Gallery writer plan")
struct WriterTests {
  @Test(
    "the plan has one PNG per scale and one SVG per specimen and theme",
    arguments: [
      ("1,2,3", "light,dark", "png,svg", 8), ("1", "light", "png", 1), ("2,3", "dark", "svg", 1),
      ("3", "light,dark", "svg,png", 4),
    ])
  func counts(scales: String, themes: String, formats: String, perSpecimen: Int) throws {
    let specimens = try GalleryCatalogue.specimens()
    let options = try GalleryOptions.parse(
      outputDirectory: "o", scales: scales, themes: themes, formats: formats)
    let plan = GalleryWriter(options: options).plan(for: specimens)
    #expect(plan.count == specimens.count * perSpecimen)
    #expect(Set(plan.map(\.path)).count == plan.count)
    #expect(plan.filter { $0.format == .svg }.allSatisfy { $0.scale == 1 })
  }

  @Test("file names: <group>/<id>-<theme>@<scale>x.png and <group>/<id>-<theme>.svg")
  func names() throws {
    let specimens = try GalleryCatalogue.specimens()
    let atMax = try #require(specimens.first { $0.path == "stepper/at-max" })
    #expect(
      GalleryPlannedFile.path(of: atMax, theme: .light, format: .png, scale: 2)
        == "stepper/at-max-light@2x.png")
    #expect(
      GalleryPlannedFile.path(of: atMax, theme: .dark, format: .svg, scale: 1)
        == "stepper/at-max-dark.svg")
  }

  @Test("progress reads [done/total] path")
  func progress() {
    #expect(
      GalleryProgress(completed: 12, total: 96, path: "stepper/at-max-light@2x.png").description
        == "[12/96] stepper/at-max-light@2x.png")
  }

  @Test("the sample photos are deterministic, opaque and of their stated size")
  func photos() throws {
    for photo in GalleryCatalogue.samplePhotos {
      let first = try #require(photo.pixels())
      #expect(first == photo.pixels())
      #expect(first.width == Int(photo.pixelSize.width))
      #expect(first.height == Int(photo.pixelSize.height))
      #expect(first.premultipliedARGB.allSatisfy { $0 >> 24 == 0xFF })
    }
  }
}
#endif
