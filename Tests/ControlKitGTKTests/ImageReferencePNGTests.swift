#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import Glibc
import Testing

/// `ImageReference(pngFile:)` reads a PNG's size from its header (issue 27).
///
/// It gives nil for what ControlKitCairo's renderer cannot draw: another format, a missing file.
/// No display needed.
@Suite(.serialized)
@MainActor
struct ImageReferencePNGTests {
  @Test func aPNGFileGivesItsPathAndPixelSize() throws {
    let path = try TestPicture.write(format: "png")
    defer { unlink(path) }
    #expect(
      ImageReference(pngFile: path)
        == ImageReference(name: path, pixelSize: Size(width: 80, height: 40)))
  }

  @Test func aJPEGFileOrAMissingOneGivesNil() throws {
    let path = try TestPicture.write(format: "jpeg")
    defer { unlink(path) }
    #expect(ImageReference(pngFile: path) == nil)
    #expect(ImageReference(pngFile: path + ".missing") == nil)
  }
}
#endif
