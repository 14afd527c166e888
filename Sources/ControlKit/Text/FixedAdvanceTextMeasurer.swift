/// A deterministic ``TextMeasuring`` stand-in for tests and headless tools.
///
/// No front-end lays out with it, since no real font has these advances: GTK measures with
/// Pango, UIKit and SwiftUI with Core Text, each the engine that draws the text.
///
/// Every character has a fixed advance (half the font size, or the full size for East Asian wide characters) and every line is
/// `lineHeightFactor` × the font size tall. Lines wrap between any two characters.
///
/// ```swift
/// let m = FixedAdvanceTextMeasurer()
/// m.measure("Loading", font: TextFont(size: 10), maxWidth: nil, maximumLines: 1).size
/// // 35×12
/// ```
public struct FixedAdvanceTextMeasurer: TextMeasuring {
  /// Line height as a multiple of the font size.
  public var lineHeightFactor: Double

  /// Creates a measurer.
  public init(lineHeightFactor: Double = 1.2) {
    self.lineHeightFactor = lineHeightFactor
  }

  /// The advance of one character in `font`.
  public func advance(of character: Character, font: TextFont) -> Double {
    Self.isWide(character) ? font.size : font.size / 2
  }

  /// Measures `text`; see ``TextMeasuring/measure(_:font:maxWidth:maximumLines:)``.
  ///
  /// - Complexity: O(n) in the number of characters.
  public func measure(_ text: String, font: TextFont, maxWidth: Double?, maximumLines: Int)
    -> TextMetrics
  {
    let lineHeight = font.size * lineHeightFactor
    guard !text.isEmpty else {
      return TextMetrics(size: Size(width: 0, height: lineHeight), lineCount: 1, isTruncated: false)
    }
    var lines: [Double] = [0]
    for character in text {
      if character == "\n" {
        lines.append(0)
        continue
      }
      let width = advance(of: character, font: font)
      if let maxWidth, let last = lines.last, last > 0, last + width > maxWidth {
        lines.append(width)
      } else {
        lines[lines.count - 1] += width
      }
    }
    let limit = maximumLines > 0 ? maximumLines : lines.count
    let shown = Array(lines.prefix(limit))
    let truncated = lines.count > shown.count
    var widest = shown.max() ?? 0
    if let maxWidth { widest = min(widest, maxWidth) }
    return TextMetrics(
      size: Size(width: widest, height: Double(shown.count) * lineHeight),
      lineCount: shown.count, isTruncated: truncated)
  }

  /// Whether `character` takes a full em: CJK ideographs, kana, Hangul, full-width forms.
  static func isWide(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first?.value else { return false }
    switch scalar {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
