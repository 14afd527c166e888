#if Cairo
import ControlKit
import Foundation
import Testing

@testable import ControlKitGallery

@Suite("Gallery index")
struct IndexTests {
  @Test("the five HTML-special characters are escaped in captions, ids and paths")
  func escapes() {
    let html = GalleryIndex.html(entries: [
      GalleryIndex.Entry(
        group: "A & B", caption: "<script>alert(\"x\")</script> it's", id: "a\"b",
        files: [GalleryIndex.File(label: "light 1× png", path: "a/b&c.png", isShown: true)])
    ])
    #expect(html.contains("<h2>A &amp; B</h2>"))
    #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; it&#39;s"))
    #expect(html.contains("id=\"a&quot;b\""))
    #expect(html.contains("src=\"a/b&amp;c.png\""))
    #expect(!html.contains("<script>"))
  }

  @Test("each group says which front-ends draw it exactly, under its heading")
  func drawnByNotes() throws {
    let html = GalleryIndex.html(
      entries: [GalleryIndex.Entry(group: "Stepper", caption: "one", id: "one", files: [])],
      notes: ["Stepper": GalleryGroup.stepper.drawnBy])
    let heading = try #require(html.range(of: "<h2>Stepper</h2>"))
    let note = try #require(html.range(of: "<p class=\"drawn\">Drawn from the core&#39;s list"))
    #expect(heading.upperBound < note.lowerBound)
    // The three controls the conformance matrix checks name the three front-ends.
    for group in [GalleryGroup.stepper, .arcStepper, .hud] {
      for frontEnd in ["GTK", "UIKit", "SwiftUI"] {
        #expect(group.drawnBy.contains(frontEnd), "\(group) \(frontEnd)")
      }
    }
    #expect(GalleryGroup.allCases.allSatisfy { !$0.drawnBy.isEmpty })
  }

  @Test("entries are grouped under one heading per group, in first-seen order")
  func groups() throws {
    func entry(_ group: String, _ id: String) -> GalleryIndex.Entry {
      GalleryIndex.Entry(group: group, caption: id, id: id, files: [])
    }
    let html = GalleryIndex.html(entries: [
      entry("Stepper", "one"), entry("HUD", "two"), entry("Stepper", "three"),
    ])
    #expect(html.components(separatedBy: "<h2>").count == 3)
    let stepper = try #require(html.range(of: "<h2>Stepper</h2>"))
    let hud = try #require(html.range(of: "<h2>HUD</h2>"))
    let three = try #require(html.range(of: "id=\"three\""))
    #expect(stepper.lowerBound < hud.lowerBound)
    #expect(three.lowerBound < hud.lowerBound, "the second Stepper entry sits under Stepper")
  }

  @Test("only shown files become images, at their display size; every file is linked")
  func shownFiles() {
    let html = GalleryIndex.html(entries: [
      GalleryIndex.Entry(
        group: "G", caption: "c", id: "x",
        files: [
          GalleryIndex.File(label: "light 1× png", path: "x-light@1x.png", isShown: false),
          GalleryIndex.File(
            label: "light 2× png", path: "x-light@2x.png", isShown: true,
            displaySize: Size(width: 198, height: 54)),
          GalleryIndex.File(label: "dark svg", path: "x-dark.svg", isShown: true),
        ])
    ])
    #expect(html.contains("<img src=\"x-light@2x.png\" width=\"198\" height=\"54\""))
    #expect(html.contains("<img class=\"dark\" src=\"x-dark.svg\" alt="))
    #expect(!html.contains("<img src=\"x-light@1x.png\""))
    #expect(html.contains("<a href=\"x-light@1x.png\">light 1× png</a>"))
  }

  @Test("the writer's entries show the 2× PNG per theme, or the largest, or the SVG")
  func writerPicksShownFiles() throws {
    let specimens = try GalleryCatalogue.specimens()
    func shown(_ scales: String, _ formats: String) throws -> [String] {
      let options = try GalleryOptions.parse(
        outputDirectory: "o", scales: scales, themes: "light,dark", formats: formats)
      let entry = try #require(GalleryWriter(options: options).indexEntries(for: specimens).first)
      return entry.files.filter(\.isShown).map(\.path)
    }
    #expect(
      try shown("1,2,3", "png,svg") == [
        "stepper/default-light@2x.png", "stepper/default-dark@2x.png",
      ])
    #expect(
      try shown("1,3", "png") == ["stepper/default-light@3x.png", "stepper/default-dark@3x.png"])
    #expect(try shown("2", "svg") == ["stepper/default-light.svg", "stepper/default-dark.svg"])
  }
}
#endif
