#if Cairo
import ControlKit
import Testing

@testable import ControlKitGallery

@Suite("Gallery options")
struct OptionsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var scales = "1,2,3"
    var themes = "light,dark"
    var formats = "png,svg"
    var out = "gallery"
    /// Words the error message must contain, or `nil` when the options are valid.
    var error: [String]?

    var testDescription: String {
      "--out \(out) --scale \(scales) --theme \(themes) --format \(formats)"
    }
  }

  @Test(
    "bad values are refused with a message naming the option and the value",
    arguments: [
      Case(scales: "4", error: ["--scale", "'4'", "1, 2, 3"]),
      Case(scales: "0", error: ["--scale", "'0'"]),
      Case(scales: "1.5", error: ["--scale", "'1.5'"]),
      Case(scales: "", error: ["--scale", "at least one"]),
      Case(scales: " , ", error: ["--scale", "at least one"]),
      Case(scales: "1,,2", error: ["--scale", "empty item"]),
      Case(themes: "blue", error: ["--theme", "'blue'", "light, dark"]),
      Case(themes: "", error: ["--theme", "at least one"]),
      Case(formats: "jpeg", error: ["--format", "'jpeg'", "png, svg"]),
      Case(formats: "", error: ["--format", "at least one"]),
      Case(out: "", error: ["--out"]),
    ])
  func refused(_ example: Case) throws {
    let expected = try #require(example.error)
    do {
      _ = try GalleryOptions.parse(
        outputDirectory: example.out, scales: example.scales, themes: example.themes,
        formats: example.formats)
      Issue.record("accepted \(example.testDescription)")
    } catch {
      for word in expected {
        #expect(error.description.contains(word), "\(error.description) lacks \(word)")
      }
    }
  }

  @Test(
    "valid lists keep their order, drop repeats, ignore spaces and case",
    arguments: [
      (
        "1,2,3", "light,dark", "png,svg", [1, 2, 3], [Theme.light, .dark],
        [GalleryOptions.Format.png, .svg]
      ),
      ("2", "dark", "svg", [2], [.dark], [.svg]),
      ("3,1", "DARK, light", "svg,png", [3, 1], [.dark, .light], [.svg, .png]),
      ("2,2,1,2", "light,light", "png,png", [2, 1], [.light], [.png]),
    ])
  func accepted(
    scales: String, themes: String, formats: String, expectedScales: [Int],
    expectedThemes: [Theme], expectedFormats: [GalleryOptions.Format]
  ) throws {
    let options = try GalleryOptions.parse(
      outputDirectory: "out", scales: scales, themes: themes, formats: formats)
    #expect(options.scales == expectedScales)
    #expect(options.themes == expectedThemes)
    #expect(options.formats == expectedFormats)
    #expect(options.outputDirectory == "out")
  }
}
#endif
