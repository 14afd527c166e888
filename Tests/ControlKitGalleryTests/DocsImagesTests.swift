#if Cairo
import ControlKitCairo
import Foundation
import Testing

/// The pictures the README and docs/gallery-and-look.md show are the gallery's own renders.
///
/// Issue 44: each committed image has exactly the pixels `controlkit gallery` writes for its
/// page, so a change to a control's look that leaves the docs behind fails here. Refresh them
/// with `make gallery` and copy the files this table names.
@Suite("docs images are the gallery's")
struct DocsImagesTests {
  /// Rows: the file under docs/images, the gallery file it is.
  static let table: [(String, String)] = [
    ("stepper-light@2x.png", "stepper/default-light@2x.png"),
    ("hud-chinese-light@2x.png", "hud/chinese-title-light@2x.png"),
    ("arc-stepper-dragging-dark@2x.png", "arc-stepper/dragging-dark@2x.png"),
    ("hit-areas-stepper-light@2x.png", "hit-areas/stepper-light@2x.png"),
  ]

  /// The repository's docs/images folder.
  static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/images").path

  @Test(arguments: table)
  func theDocsImageIsTheGallerysRender(docsImage: String, galleryFile: String) throws {
    let folder = try FullGallery.folder()
    let committed = try RasterImage(contentsOfPNG: Self.images + "/" + docsImage)
    let rendered = try RasterImage(contentsOfPNG: folder.file(galleryFile))
    let sizes =
      "\(docsImage) is \(committed.width) × \(committed.height), the gallery's \(galleryFile) "
      + "\(rendered.width) × \(rendered.height)"
    let difference = try #require(committed.difference(from: rendered), "\(sizes)")
    #expect(
      difference.pixelsOverThreshold == 0,
      "\(docsImage): \(difference.pixelsOverThreshold) pixels differ from \(galleryFile)")
  }

  /// Every @2x picture in docs/images (the docs' own DocC screenshots aside) is in the table.
  @Test func everyDocsPictureIsInTheTable() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.images)
      .filter { $0.hasSuffix("@2x.png") }
    #expect(Set(files) == Set(Self.table.map(\.0)))
  }
}
#endif
