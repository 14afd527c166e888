#if Cairo
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

  @Test("two SVG renders (text and image included) are byte-identical and hold the drawing")
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
    // What both cairo 1.16 and 1.18 write, in their own words: the root's size (1.16 says
    // "120pt", 1.18 "120") and view box, the image embedded as PNG, glyph outlines drawn by
    // reference, and every reference resolving to an element of the document.
    let text = String(decoding: first, as: UTF8.self)
    let root = try #require(text.firstMatch(of: #/<svg [^>]*>/#)).output
    #expect(root.contains(#/ width="120(pt)?"/#))
    #expect(root.contains(#/ height="80(pt)?"/#))
    #expect(root.contains(#/ viewBox="0 0 120 80"/#))
    #expect(text.matches(of: #/<image [^>]*href="data:image\/png;base64,iVBORw0KGgo/#).count == 1)
    // 正在处理中 and the dot (1.16 also defines each font's unused glyph 0).
    let glyphs = Set(text.matches(of: #/id="(glyph[-0-9]+)"/#).map { String($0.output.1) })
    let used = Set(
      text.matches(of: #/<use xlink:href="#(glyph[-0-9]+)"/#).map { String($0.output.1) })
    #expect(used.count >= 6)
    #expect(used.isSubset(of: glyphs))
    #expect(text.contains("<path "))
    let ids = Set(text.matches(of: #/ id="([^"]+)"/#).map { String($0.output.1) })
    let references = Set(
      text.matches(of: #/(?:href="#|url\(#)([^")]+)/#).map { String($0.output.1) })
    #expect(!references.isEmpty)
    #expect(references.subtracting(ids).isEmpty)
  }

  @Test("two PDF renders are byte-identical and hold one page of the size with the fixed date")
  func deterministicPDF() throws {
    let first = try renderer.renderPDF(commands: commands, size: size)
    let second = try renderer.renderPDF(commands: commands, size: size)
    let identical = first == second
    #expect(identical)
    #expect(first.starts(with: Array("%PDF-1.".utf8)))
    // cairo 1.16 and 1.18.4 write the date as (20000101000000Z), without PDF's "D:" prefix,
    // which a later version may add; 1.18 keeps these dictionaries in compressed object streams.
    let text = try #require(PDFText.of(first))
    let dates = text.matches(of: #/\/(Creation|Mod)Date \((?:D:)?([0-9]{14})/#)
    #expect(
      dates.map { "\($0.output.1)=\($0.output.2)" } == [
        "Creation=20000101000000", "Mod=20000101000000",
      ])
    #expect(text.matches(of: #/\/Type \/Page\b(?!s)/#).count == 1)
    #expect(text.contains(#/\/Type \/Pages\s+\/Kids \[ [0-9]+ 0 R \]\s+\/Count 1\b/#))
    #expect(text.contains(#/\/MediaBox \[ ?0 0 120 80 ?\]/#))
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
#endif
