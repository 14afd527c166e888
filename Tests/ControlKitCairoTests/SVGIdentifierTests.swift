#if Cairo
import Testing

@testable import ControlKitCairo

@Suite("SVG identifiers")
struct SVGIdentifierTests {
  @Test(
    "counter-based ids are renumbered from 1 with their references, in cairo 1.16's and 1.18's forms",
    arguments: [
      (
        ##"<g id="surface9"><image id="image13"/><use xlink:href="#image13"/></g><use xlink:href="#surface9"/>"##,
        ##"<g id="surface1"><image id="image2"/><use xlink:href="#image2"/></g><use xlink:href="#surface1"/>"##
      ),
      (
        ##"<image id="source-228"/><use xlink:href="#source-228"/><g id="glyph-0-1"/>"##,
        ##"<image id="source-1"/><use xlink:href="#source-1"/><g id="glyph-0-1"/>"##
      ),
    ])
  func renumbers(svg: String, expected: String) {
    let normalized = String(decoding: SVGIdentifiers.normalize(Array(svg.utf8)), as: UTF8.self)
    #expect(normalized == expected)
  }
}
#endif
