#if Cairo
internal import ControlKit

/// Cuts text to what a line-limited layout could possibly show, so that laying out, measuring,
/// caching and drawing cost does not grow with text that cannot be seen.
///
/// With a line limit of `n`, at most `n` paragraphs can show, and within a paragraph at most
/// `n` lines of at most `width / narrowestAdvance` characters each. The cut keeps the first
/// `n` paragraphs, the first character of the next one (so the layout still sees more lines than
/// the limit and ends in "…"), and of any paragraph at most that budget plus one character (so it
/// still overflows its `n` lines and Pango still draws its ellipsis). Every kept line breaks
/// where it broke in the full text, so the result looks and measures the same.
///
/// Characters that draw nothing (U+200B and other zero-width code points) count as the narrowest
/// glyph: a paragraph hiding more of them than the budget before visible text loses that text.
enum ShownText {
  /// The narrowest advance a visible character is assumed to have, in ems (a hair space is about
  /// 0.1 em; a Latin "i" or "l" about 0.25 em).
  static let narrowestAdvance = 0.05

  /// `text` cut to what `maximumLines` lines of `width` points in `font` could show; `text`
  /// itself when there is no line limit.
  ///
  /// - Complexity: O(k) in the length of the result, not of `text`.
  static func cut(_ text: String, font: TextFont, width: Double?, maximumLines: Int) -> String {
    guard maximumLines > 0 else { return text }
    let budget = characterBudget(font: font, width: width, maximumLines: maximumLines)
    var paragraphBreaks = 0
    var inParagraph = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if paragraphBreaks == maximumLines { return String(text[..<next]) }
      if isParagraphSeparator(character) {
        paragraphBreaks += 1
        inParagraph = 0
      } else {
        inParagraph += 1
        if let budget, inParagraph > budget { return String(text[..<next]) }
      }
      index = next
    }
    return text
  }

  /// The most characters `maximumLines` lines of `width` can show, `nil` without a width.
  private static func characterBudget(font: TextFont, width: Double?, maximumLines: Int) -> Int? {
    guard let width, width > 0, width.isFinite else { return nil }
    let size = PangoFonts.pointSize(for: font)
    let perLine = (min(width, PangoLayoutRequest.maximumWidth) / (size * narrowestAdvance))
      .rounded(.down)
    let lines = Double(maximumLines)
    guard perLine * lines < Double(Int.max / 2) else { return nil }
    return Int(perLine * lines)
  }

  /// Whether Pango starts a new paragraph after `character` ("\n", "\r", "\r\n" or U+2029).
  private static func isParagraphSeparator(_ character: Character) -> Bool {
    character == "\n" || character == "\r" || character == "\r\n" || character == "\u{2029}"
  }
}
#endif
