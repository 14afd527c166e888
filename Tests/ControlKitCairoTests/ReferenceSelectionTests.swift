#if Cairo
import ControlKit
import ControlKitCairo
import ControlKitTestSupport
import Foundation
import Testing

/// How ``ReferenceImages`` picks and records references per cairo version, in a scratch folder.
@Suite("Cairo reference images per cairo version")
struct ReferenceSelectionTests {
  let renderer = CairoRenderer()
  let size = Size(width: 120, height: 80)

  /// Two renders that differ well beyond the tolerance: the HUD scene and an empty canvas.
  func pictures() throws -> (whole: RasterImage, changed: RasterImage) {
    (
      try renderer.rasterize(ReferenceScenes.hud, size: size, scale: 1),
      try renderer.rasterize([], size: size, scale: 1)
    )
  }

  @Test("this process's cairo version is read as major.minor")
  func versionFormat() {
    let parts = ReferenceImages.cairoVersion.split(separator: ".")
    #expect(parts.count == 2)
    #expect(Int(parts.first ?? "") ?? 0 >= 1)
  }

  @Test("a version's own PNG is compared with, other versions use the top-level PNG")
  func versionFolderWins() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let (whole, changed) = try pictures()
    try whole.writePNG(to: folder.file("scene.png"))
    try FileManager.default.createDirectory(
      atPath: folder.file("cairo-9.9"), withIntermediateDirectories: true)
    try changed.writePNG(to: folder.file("cairo-9.9/scene.png"))
    let path = folder.path
    try ReferenceImages.check(
      changed, named: "scene", cairoVersion: "9.9", in: path, recording: false)
    try ReferenceImages.check(
      whole, named: "scene", cairoVersion: "1.16", in: path, recording: false)
    try ReferenceImages.check(
      whole, named: "scene", cairoVersion: "9.8", in: path, recording: false)
    withKnownIssue("9.9 has its own PNG, which the whole scene does not match") {
      try ReferenceImages.check(
        whole, named: "scene", cairoVersion: "9.9", in: path, recording: false)
    }
    withKnownIssue("1.16 ignores any version folder") {
      try ReferenceImages.check(
        changed, named: "scene", cairoVersion: "1.16", in: path, recording: false)
    }
    withKnownIssue("a version without its own PNG is still compared, with the top-level one") {
      try ReferenceImages.check(
        changed, named: "scene", cairoVersion: "9.8", in: path, recording: false)
    }
  }

  @Test("a missing reference is an issue on every version, never a pass")
  func missingReferenceFails() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let (whole, _) = try pictures()
    for version in ["1.16", "9.9"] {
      withKnownIssue("no PNG for cairo \(version)") {
        try ReferenceImages.check(
          whole, named: "absent", cairoVersion: version, in: folder.path, recording: false)
      }
    }
  }

  @Test("recording on another version writes only the PNGs that differ from the top-level set")
  func recordingWritesOnlyDifferences() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let (whole, changed) = try pictures()
    let path = folder.path
    try ReferenceImages.record(whole, named: "scene", cairoVersion: "1.16", in: path)
    #expect(FileManager.default.fileExists(atPath: folder.file("scene.png")))
    try ReferenceImages.record(whole, named: "scene", cairoVersion: "9.9", in: path)
    #expect(!FileManager.default.fileExists(atPath: folder.file("cairo-9.9/scene.png")))
    try ReferenceImages.record(changed, named: "scene", cairoVersion: "9.9", in: path)
    #expect(try RasterImage(contentsOfPNG: folder.file("cairo-9.9/scene.png")) == changed)
    #expect(try RasterImage(contentsOfPNG: folder.file("scene.png")) == whole)
    try ReferenceImages.record(whole, named: "scene", cairoVersion: "9.9", in: path)
    #expect(!FileManager.default.fileExists(atPath: folder.file("cairo-9.9/scene.png")))
  }
}
#endif
