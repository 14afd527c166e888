#if Cairo
import ControlKit
import ControlKitCairo
import Testing

@testable import ControlKitGallery

/// Every language page is drawn with real glyphs: no text on the Arabic, Hebrew, Japanese or
/// Hindi page has a character that no installed font can draw.
///
/// Without `fonts-lohit-deva` (scripts/install-deps.sh) the Hindi page drew every Devanagari
/// letter as a box; this test then counts them. Run with a fontconfig file that rejects
/// `/usr/share/fonts/truetype/lohit-devanagari/*`, the Hindi cases fail and the others pass.
@Suite("Gallery language pages: real glyphs")
struct LanguageGlyphTests {
  @Test(arguments: GalleryCatalogue.pagedLanguages.map(\.1.folder))
  func everyPageHasRealGlyphs(folder: String) throws {
    let measurer = PangoTextMeasurer()
    let renderer = CairoRenderer()
    let page = try GalleryCatalogue.specimens().filter { $0.path.hasPrefix(folder + "/") }
    #expect(page.count == 5)
    var texts = 0
    for specimen in page {
      for command in specimen.draw(.light, measurer) {
        guard case .text(let box) = command else { continue }
        texts += 1
        #expect(renderer.unknownGlyphCount(in: box) == 0, "\(specimen.path): “\(box.text)”")
      }
    }
    #expect(texts > 8)
  }
}
#endif
