import ControlKit
import ControlKitTestSupport
import Foundation
import Testing

@testable import ControlKitCairo

@Suite("Cairo output files")
struct OutputTests {
  let renderer = CairoRenderer()
  let size = Size(width: 120, height: 80)
  let commands: [DrawCommand] = ReferenceScenes.hud

  @Test("two PNG renders of the same list are byte-identical and decode to the same pixels")
  func deterministicPNG() throws {
    let first = try renderer.renderPNG(commands: commands, size: size, scale: 2)
    let second = try renderer.renderPNG(commands: commands, size: size, scale: 2)
    let identical = first == second
    #expect(identical)
    #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try renderer.writePNG(commands: commands, size: size, scale: 2, to: directory.file("a.png"))
    let decoded = try RasterImage(contentsOfPNG: directory.file("a.png"))
    #expect(decoded == (try renderer.rasterize(commands, size: size, scale: 2)))
  }

  @Test("two SVG renders (text and image included) are byte-identical")
  func deterministicSVG() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let avatar = directory.file("avatar.png")
    try renderer.writePNG(commands: commands, size: size, to: avatar)
    let withImage =
      commands + [
        .image(
          ImageReference(name: avatar, pixelSize: size),
          frame: Rect(x: 0, y: 0, width: 30, height: 30),
          source: .zero, clipToEllipse: true)
      ]
    let first = try renderer.renderSVG(commands: withImage, size: size)
    // Renders in between advance cairo's process-wide surface counters.
    _ = try renderer.rasterize(withImage, size: size)
    let second = try renderer.renderSVG(commands: withImage, size: size)
    let identical = first == second
    #expect(identical)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains("<svg"))
    #expect(text.contains("width=\"120pt\""))
    #expect(text.contains("<image id=\"image"))
    #expect(text.contains("glyph"))
  }

  @Test("two PDF renders are byte-identical and carry the fixed date")
  func deterministicPDF() throws {
    let first = try renderer.renderPDF(commands: commands, size: size)
    let second = try renderer.renderPDF(commands: commands, size: size)
    let identical = first == second
    #expect(identical)
    #expect(first.starts(with: Array("%PDF".utf8)))
    // cairo 1.16 writes the date without PDF's "D:" prefix.
    #expect(String(decoding: first, as: UTF8.self).contains("/CreationDate (20000101000000Z)"))
  }

  @Test("writers create the files they are asked for")
  func writesFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try renderer.writeSVG(commands: commands, size: size, to: directory.file("a.svg"))
    try renderer.writePDF(commands: commands, size: size, to: directory.file("a.pdf"))
    let svg = try Data(contentsOf: URL(fileURLWithPath: directory.file("a.svg")))
    let pdf = try Data(contentsOf: URL(fileURLWithPath: directory.file("a.pdf")))
    let expectedSVG = try renderer.renderSVG(commands: commands, size: size)
    let expectedPDF = try renderer.renderPDF(commands: commands, size: size)
    let sameSVG = Array(svg) == expectedSVG
    let samePDF = Array(pdf) == expectedPDF
    #expect(sameSVG)
    #expect(samePDF)
  }

  @Test("an unwritable path is an error naming the path, for every format")
  func unwritablePath() throws {
    let path = "/nonexistent-controlkit-folder/out"
    let expected = CairoRenderError.cannotWrite(
      path: path, reason: "No such file or directory")
    #expect(throws: expected) {
      try renderer.writePNG(commands: commands, size: size, to: path)
    }
    #expect(throws: expected) {
      try renderer.writeSVG(commands: commands, size: size, to: path)
    }
    #expect(throws: expected) {
      try renderer.writePDF(commands: commands, size: size, to: path)
    }
    #expect(expected.description.contains(path))
  }

  @Test("a missing or non-PNG file cannot be read, and the error names it")
  func unreadablePNG() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let notPNG = directory.file("note.png")
    try Data("hello".utf8).write(to: URL(fileURLWithPath: notPNG))
    for path in [directory.file("missing.png"), notPNG] {
      do {
        _ = try RasterImage(contentsOfPNG: path)
        Issue.record("reading \(path) should fail")
      } catch {
        guard case .cannotRead(let failedPath, _) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(failedPath == path)
      }
    }
  }

  @Test(
    "empty, non-finite and oversized canvases are refused",
    arguments: [
      (Size(width: 0, height: 10), 1.0), (Size(width: 10, height: 10), 0),
      (Size(width: .infinity, height: 10), 1), (Size(width: 10, height: .nan), 1),
      (Size(width: 10_000, height: 10), 2),
    ] as [(Size, Double)])
  func invalidSizes(size: Size, scale: Double) {
    // Matched by case: a NaN size is never equal to itself.
    #expect {
      try renderer.rasterize([], size: size, scale: scale)
    } throws: { error in
      guard case .invalidSize(let refused, let refusedScale) = error as? CairoRenderError else {
        return false
      }
      return refused.description == size.description && refusedScale == scale
    }
    if scale == 1 {  // vector output has no scale; the size alone is wrong
      #expect(throws: CairoRenderError.self) {
        try renderer.renderSVG(commands: [], size: size)
      }
    }
  }

  @Test("a fractional canvas rounds its pixel size up")
  func fractionalCanvas() throws {
    let image = try renderer.rasterize([], size: Size(width: 10.2, height: 3.5), scale: 1)
    #expect(image.width == 11)
    #expect(image.height == 4)
  }
}
