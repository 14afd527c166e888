import ControlKit
import Testing

@testable import ControlKitCairo

/// Which face Pango draws each run in: Latin first (DejaVu Sans), CJK after (Noto Sans CJK SC).
///
/// With the CJK face first, Latin text took its glyphs from it, so "…" was drawn as the
/// full-width, vertically centred "⋯" of Chinese typography.
@Suite("Font fallback")
struct FontFallbackTests {
  let renderer = CairoRenderer()

  func runs(_ text: String) -> [(text: String, family: String)] {
    renderer.fontFamilies(
      in: TextBox(
        text: text, frame: Rect(x: 0, y: 0, width: 400, height: 40), font: TextFont(size: 15),
        color: .black))
  }

  @Test(
    "Latin text, digits, punctuation and the ellipsis are set in the Latin face",
    arguments: ["Loading…", "3/10", "“Done” — 9.9"])
  func latinIsLatin(text: String) {
    let runs = runs(text)
    #expect(!runs.isEmpty)
    #expect(runs.allSatisfy { $0.family == "DejaVu Sans" }, "\(runs)")
    #expect(runs.map(\.text).joined() == text)
  }

  @Test("Chinese falls back to Noto Sans CJK SC; the dots after it stay Latin")
  func chineseFallsBack() {
    let runs = runs("正在处理中...")
    #expect(runs.map(\.text) == ["正在处理中", "..."])
    #expect(runs.map(\.family) == ["Noto Sans CJK SC", "DejaVu Sans"])
  }
}
