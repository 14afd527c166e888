import Foundation

/// The stub's deterministic stand-in for Core Text's shaping, so that code built on it runs.
///
/// Every UTF-16 unit below U+1100 advances half an em, others a full em, a line feed nothing; a
/// line breaks after a line feed, else after the last space that fits, else before the unit
/// that does not fit (before its whole surrogate pair). Its numbers are not Apple's: tests assert what the front-end
/// hands Core Text (``CoreTextStubLog``), and compare layouts with a direct measurement, never
/// with these numbers.
package enum CoreTextStubModel {
  /// A line's ascent, descent and leading, in ems.
  package static let ascent: CGFloat = 0.9
  package static let descent: CGFloat = 0.25
  package static let leading: CGFloat = 0.05

  /// The font of `string`'s first character (`kCTFontAttributeName`).
  package static func font(of string: NSAttributedString, at index: Int = 0) -> CTFont? {
    guard index < string.length else { return nil }
    return string.attribute(
      NSAttributedString.Key(kCTFontAttributeName), at: index, effectiveRange: nil) as? CTFont
  }

  static func advance(_ unit: UInt16, size: CGFloat) -> Double {
    if unit == 10 { return 0 }
    return Double(unit < 0x1100 ? size / 2 : size)
  }

  static func lineBreak(in string: NSAttributedString, from start: Int, width: Double) -> Int {
    let units = Array(string.string.utf16)
    guard start < units.count else { return 0 }
    let size = font(of: string, at: start)?.recordedSize ?? 0
    var x = 0.0
    var afterLastSpace: Int?
    for index in start..<units.count {
      let unit = units[index]
      if unit == 10 { return index + 1 - start }
      let advance = advance(unit, size: size)
      if x + advance > width, index > start {
        if let afterLastSpace { return afterLastSpace - start }
        // Core Text never breaks inside a surrogate pair.
        let isLowSurrogate = UTF16.isTrailSurrogate(unit)
        return isLowSurrogate && index - 1 > start ? index - 1 - start : index - start
      }
      x += advance
      if unit == 32 { afterLastSpace = index + 1 }
    }
    return units.count - start
  }

  static func line(of string: NSAttributedString, range: CFRange) -> CTLine {
    let units = Array(string.string.utf16)
    let start = min(range.location, units.count)
    let end = range.length == 0 ? units.count : min(units.count, start + range.length)
    let lineUnits = Array(units[start..<end])
    let size = font(of: string, at: start)?.recordedSize ?? 0
    let width = lineUnits.reduce(0) { $0 + advance($1, size: size) }
    let trailing = lineUnits.reversed().prefix { $0 == 32 || $0 == 10 }
      .reduce(0) { $0 + advance($1, size: size) }
    return CTLine(
      text: String(decoding: lineUnits, as: UTF16.self), font: font(of: string, at: start),
      width: width, trailingWhitespaceWidth: trailing)
  }
}
