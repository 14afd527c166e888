#if Cairo
/// Makes cairo's SVG output reproducible.
///
/// cairo names some SVG elements after process-wide counters (1.16: `<g id="surface9">`,
/// `<image id="image13">`; 1.18: `<image id="source-228">`), so the same drawing rendered twice
/// in one process (or after other renders) gets different ids. Glyph, clip and pattern ids are numbered per document and are
/// already stable. This renumbers the counter-based ids, and every reference to them, in order of
/// first appearance.
enum SVGIdentifiers {
  /// The id prefixes cairo numbers from global counters.
  static let counterPrefixes = ["surface", "image", "source"]

  /// The document with counter-based ids renumbered from 1.
  ///
  /// Only ids inside `id="…"` and `#…` references are touched; base64 image data contains
  /// neither `"` nor `#`, so it is never rewritten.
  static func normalize(_ svg: [UInt8]) -> [UInt8] {
    let text = String(decoding: svg, as: UTF8.self)
    var numbers: [String: Int] = [:]
    let pattern = #/(id="|#)(surface|image|source)(-?)([0-9]+)/#
    let rewritten = text.replacing(pattern) { match in
      let original = String(match.output.2) + String(match.output.3) + String(match.output.4)
      let number: Int
      if let known = numbers[original] {
        number = known
      } else {
        number = numbers.count + 1
        numbers[original] = number
      }
      return String(match.output.1) + String(match.output.2) + String(match.output.3)
        + String(number)
    }
    return Array(rewritten.utf8)
  }
}
#endif
