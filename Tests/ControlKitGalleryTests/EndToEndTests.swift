import ControlKit
import ControlKitCairo
import ControlKitTestSupport
import Foundation
import Testing

@testable import ControlKitGallery

/// One full `controlkit gallery` run into a temporary folder, shared by the tests that read its
/// files (made once, on first use).
enum FullGallery {
  /// The folder and the run, or why the run could not happen.
  static let run: Result<(folder: TemporaryDirectory, run: ControlKitTool.Run), any Error> =
    Result {
      let folder = try TemporaryDirectory(fixed: "controlkit-gallery-end-to-end")
      let run = try ControlKitTool.run(["gallery", "--out", folder.path])
      return (folder, run)
    }

  /// The folder of a successful run.
  static func folder() throws -> TemporaryDirectory {
    let (folder, run) = try run.get()
    try #require(run.status == 0, "controlkit gallery failed: \(run.error)")
    return folder
  }
}

@Suite("controlkit gallery, end to end")
struct EndToEndTests {
  @Test("a full run writes every planned file, the photos and index.html, and says so")
  func fullRun() throws {
    let folder = try FullGallery.folder()
    let (_, run) = try FullGallery.run.get()
    let specimens = try GalleryCatalogue.specimens()
    let options = try GalleryOptions.parse(
      outputDirectory: folder.path, scales: "1,2,3", themes: "light,dark", formats: "png,svg")
    let planned = GalleryWriter(options: options).plan(for: specimens).map(\.path)
    #expect(planned.count == specimens.count * 2 * 4)
    let expected = Set(planned + GalleryCatalogue.samplePhotos.map(\.name) + ["index.html"])
    #expect(Set(folder.files()) == expected)
    #expect(run.output.contains("Wrote \(expected.count) files"))
    // Progress goes to standard error, one line per file, counting up to the total.
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == expected.count)
    #expect(lines.first == "[1/\(expected.count)] circle-image/photo-square.png")
    #expect(lines.contains("[\(expected.count)/\(expected.count)] index.html"))
    #expect(lines.contains { $0.hasSuffix("] stepper/at-max-light@2x.png") })
  }

  @Test("PNG sizes follow the scale; SVGs are SVG documents of the point size")
  func fileSizes() throws {
    let folder = try FullGallery.folder()
    for scale in 1...3 {
      let image = try RasterImage(contentsOfPNG: folder.file("stepper/at-max-light@\(scale)x.png"))
      let size = GalleryCatalogue.stepperSize
      let padding = GalleryCatalogue.stepperPadding
      #expect(image.width == Int(size.width + 2 * padding) * scale)
      #expect(image.height == Int(size.height + 2 * padding) * scale)
    }
    let svg = try String(contentsOfFile: folder.file("hud/chinese-title-dark.svg"), encoding: .utf8)
    #expect(svg.contains("<svg"))
    #expect(svg.contains("viewBox=\"0 0 280 180\""))
  }

  @Test("index.html groups every specimen under its control, with its caption and files")
  func index() throws {
    let folder = try FullGallery.folder()
    let html = try String(contentsOfFile: folder.file("index.html"), encoding: .utf8)
    var last = html.startIndex
    for group in GalleryGroup.allCases {
      let heading = try #require(html.range(of: "<h2>\(group.title)</h2>"), "\(group.title)")
      #expect(heading.lowerBound >= last, "\(group.title) out of order")
      last = heading.lowerBound
    }
    for specimen in try GalleryCatalogue.specimens() {
      #expect(html.contains(GalleryIndex.escape(specimen.caption)))
      #expect(html.contains("src=\"\(specimen.path)-light@2x.png\""))
      #expect(html.contains("href=\"\(specimen.path)-dark.svg\""))
    }
    #expect(html.contains("正在处理中..."))
  }

  @Test(
    "bad arguments exit non-zero with a message naming the option and value",
    arguments: [
      (["--scale", "4"], ["--scale", "'4'"]),
      (["--theme", "sepia"], ["--theme", "'sepia'"]),
      (["--format", "gif"], ["--format", "'gif'"]),
      (["--scale", ""], ["--scale", "at least one"]),
      (["--colour", "red"], ["--colour"]),
    ])
  func badArguments(arguments: [String], words: [String]) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let run = try ControlKitTool.run(["gallery", "--out", folder.file("out")] + arguments)
    #expect(run.status == 64)
    for word in words {
      #expect(run.error.contains(word), "\(run.error) lacks \(word)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.file("out")), "nothing is written")
  }

  @Test("an unwritable folder exits 1 with a message naming the path")
  func unwritableFolder() throws {
    let run = try ControlKitTool.run(["gallery", "--out", "/proc/forbidden", "--scale", "1"])
    #expect(run.status == 1)
    #expect(run.error.contains("'/proc/forbidden'"))
    #expect(run.error.contains("cannot write"))
  }

  @Test("a file where the folder should be exits 1 with a message naming it")
  func fileInTheWay() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let blocker = folder.file("taken")
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
    let run = try ControlKitTool.run(["gallery", "--out", blocker, "--scale", "1"])
    #expect(run.status == 1)
    #expect(run.error.contains("'\(blocker)'"))
  }

  @Test("--quiet prints nothing on success")
  func quiet() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let run = try ControlKitTool.run(
      [
        "gallery", "--out", folder.path, "--scale", "1", "--theme", "dark", "--format", "svg",
        "--quiet",
      ])
    #expect(run.status == 0)
    #expect(run.output.isEmpty && run.error.isEmpty)
    #expect(
      folder.files().allSatisfy {
        $0.hasSuffix(".svg") || $0.hasSuffix(".png") || $0 == "index.html"
      })
    #expect(!folder.files().contains { $0.hasSuffix("light.svg") })
  }

  @Test("two runs with the same options write byte-identical files")
  func deterministic() throws {
    let first = try FullGallery.folder()
    let second = try TemporaryDirectory()
    defer { second.remove() }
    let run = try ControlKitTool.run(["gallery", "--out", second.path, "--quiet"])
    #expect(run.status == 0)
    let files = first.files()
    #expect(files == second.files())
    for file in files {
      let a = FileManager.default.contents(atPath: first.file(file))
      let b = FileManager.default.contents(atPath: second.file(file))
      #expect(a != nil && a == b, "\(file) differs between runs")
    }
  }
}
