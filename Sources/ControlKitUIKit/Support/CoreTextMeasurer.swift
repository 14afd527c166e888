// One file, two modules: this is `Sources/ControlKitUIKit/Support/CoreTextMeasurer.swift`, and
// `Sources/ControlKitSwiftUI/Support/CoreTextMeasurer.swift` is a symlink to it, so each front-end
// compiles its own internal copy (as `FoundationNumberSymbols.swift` is shared). The condition is
// the union of the two front-ends' own.
//
// Why Core Text and not TextKit: the measurer serves UIKit (iOS, tvOS, visionOS, Mac Catalyst)
// and SwiftUI, which also builds for macOS, where UIKit does not exist. TextKit's entry points
// (`NSAttributedString.boundingRect(with:options:context:)`, `NSLayoutManager` with
// `NSTextContainer.maximumNumberOfLines`) take the font as a `UIFont` on one platform and an
// `NSFont` on the other, and come from UIKit or AppKit, so one file would branch on the platform.
// Core Text is the engine under both (UILabel's and SwiftUI `Text`'s line breaking is Core
// Text's typesetter), exists on every Apple platform with one font type, `CTFont`, and its
// typesetter lays out only the lines asked for, so a two-line title costs two lines whatever
// the length of the text.
#if canImport(UIKit) || (canImport(SwiftUI) && !os(tvOS) && !os(watchOS))
import ControlKit
import CoreText
import Foundation

/// Measures text with Core Text as the Apple front-ends draw it: the system font at the
/// ``TextFont``'s size and weight (what `UIFont.systemFont(ofSize:weight:)` and SwiftUI's
/// `Font.system(size:weight:)` give the labels), lines broken at word boundaries within
/// `maxWidth`, at most `maximumLines` lines, the last one cut at its end with "…" (UILabel's
/// default `byTruncatingTail`, SwiftUI `Text`'s `lineLimit` truncation).
///
/// The default measurer of UIKit's `LoadingHUD` and of the SwiftUI HUD modifiers, as
/// `PangoTextMeasurer` is GTK's: the box is sized for the text the label draws.
/// ``FixedAdvanceTextMeasurer`` is for tests and headless tools only.
///
/// ```swift
/// let metrics = CoreTextMeasurer().measure(
///   "Daten werden synchronisiert…", font: TextFont(size: 16), maxWidth: 200, maximumLines: 2)
/// ```
///
/// Nothing is cached: a HUD measures once per layout of new content, and Core Text keeps its
/// own font and shaping caches.
struct CoreTextMeasurer: TextMeasuring {
  /// The truncation token UILabel and SwiftUI's `Text` end a truncated line with.
  static let ellipsis = "\u{2026}"

  /// The widest line Core Text is asked to fill when the text does not wrap (`maxWidth` nil):
  /// only hard line breaks end a line then.
  static let unwrappedWidth = 1_000_000.0

  /// The narrowest advance a visible character is assumed to have, in ems (a hair space is about
  /// 0.1 em), to bound how much of a line-limited text can show: `PangoTextMeasurer`'s bound.
  static let narrowestAdvance = 0.05

  /// Measures `text`; see ``TextMeasuring/measure(_:font:maxWidth:maximumLines:)``.
  ///
  /// Widths are typographic (trailing whitespace of a wrapped line excluded, as a label does not
  /// show it) and at most `maxWidth`; the height is the sum of the shown lines' ascent, descent
  /// and leading. Empty text takes no space and no line (a label's size for empty text).
  ///
  /// With a line limit, only the text that could show is handed to Core Text
  /// (``shownText(_:font:maxWidth:maximumLines:)``), so a 1 MB server message in a two-line
  /// title costs about as much as two lines of it.
  ///
  /// - Complexity: O(k) in the text that can show on the line limit's lines.
  func measure(_ text: String, font: TextFont, maxWidth: Double?, maximumLines: Int)
    -> TextMetrics
  {
    let text = Self.shownText(text, font: font, maxWidth: maxWidth, maximumLines: maximumLines)
    guard !text.isEmpty, let ctFont = Self.font(for: font) else {
      // The system UI font exists on every Apple platform; nil only guards the optional.
      return TextMetrics(size: .zero, lineCount: 0, isTruncated: false)
    }
    let attributes: [NSAttributedString.Key: Any] = [
      NSAttributedString.Key(kCTFontAttributeName as String): ctFont
    ]
    let string = NSAttributedString(string: text, attributes: attributes)
    let typesetter = CTTypesetterCreateWithAttributedString(string as CFAttributedString)
    let length = string.length
    let width = maxWidth.map { max(0, min($0, Self.unwrappedWidth)) } ?? Self.unwrappedWidth
    var start = 0
    var lineCount = 0
    var widest = 0.0
    var height = 0.0
    var isTruncated = false
    while start < length {
      let count = max(1, CTTypesetterSuggestLineBreak(typesetter, start, width))
      let isLastShown = maximumLines > 0 && lineCount + 1 == maximumLines
      var line = CTTypesetterCreateLine(typesetter, CFRange(location: start, length: count))
      if isLastShown, start + count < length {
        isTruncated = true
        if maxWidth != nil {
          // The label lays the rest of the text on its last line and cuts it at the width with
          // "…"; one character past the break (a whole one: a surrogate pair or a cluster) is
          // enough to overflow the line the same way.
          let next = NSString(string: text).rangeOfComposedCharacterSequence(at: start + count)
          let overflowing = CTTypesetterCreateLine(
            typesetter, CFRange(location: start, length: next.location + next.length - start))
          let token = CTLineCreateWithAttributedString(
            NSAttributedString(string: Self.ellipsis, attributes: attributes)
              as CFAttributedString)
          line = CTLineCreateTruncatedLine(overflowing, width, .end, token) ?? line
        }
      }
      var ascent: CGFloat = 0
      var descent: CGFloat = 0
      var leading: CGFloat = 0
      let lineWidth =
        CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
        - CTLineGetTrailingWhitespaceWidth(line)
      widest = max(widest, lineWidth)
      height += Double(ascent + descent + leading)
      lineCount += 1
      start += count
      if isTruncated { break }
    }
    if let maxWidth { widest = min(widest, max(0, maxWidth)) }
    return TextMetrics(
      size: Size(width: widest, height: height), lineCount: lineCount, isTruncated: isTruncated)
  }

  /// `text` cut to what `maximumLines` lines of `maxWidth` could show, plus one character so the
  /// cut text still overflows where the whole text does; `text` itself without a line limit.
  ///
  /// A shown line ends at a line break or holds at most `maxWidth / (size × narrowestAdvance)`
  /// characters, so `maximumLines` lines hold no more than that many, each with its break.
  /// Characters that draw nothing (U+200B) count as narrow glyphs, as `PangoTextMeasurer` counts
  /// them.
  ///
  /// - Complexity: O(k) in the length of the result.
  static func shownText(_ text: String, font: TextFont, maxWidth: Double?, maximumLines: Int)
    -> String
  {
    guard maximumLines > 0 else { return text }
    var perLine = Int.max
    if let maxWidth, font.size > 0 {
      let characters = (min(max(0, maxWidth), unwrappedWidth) / (font.size * narrowestAdvance))
        .rounded(.down)
      perLine = Int(characters) + 1
    }
    let (budget, overflow) = perLine.multipliedReportingOverflow(by: maximumLines)
    let limit = overflow ? Int.max : budget
    var breaks = 0
    var kept = 0
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if breaks == maximumLines || kept >= limit { return String(text[..<next]) }
      if lineBreaks.contains(text[index]) { breaks += 1 }
      kept += 1
      index = next
    }
    return text
  }

  /// The characters after which Core Text always starts a new line.
  static let lineBreaks: Set<Character> = ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}"]

  /// The system font at `font`'s size and weight, as the labels get it.
  ///
  /// The weight goes in the font descriptor's `kCTFontWeightTrait`, the normalized weight that
  /// `UIFont.Weight` and AppKit's `NSFont.Weight` carry as their raw values (and SwiftUI's
  /// `Font.Weight` maps to); regular keeps the system font as created.
  static func font(for font: TextFont) -> CTFont? {
    let size = CGFloat(font.size)
    guard let system = CTFontCreateUIFontForLanguage(.system, size, nil) else { return nil }
    guard font.weight != .regular else { return system }
    let traits: [String: Any] = [kCTFontWeightTrait as String: normalizedWeight(font.weight)]
    let descriptor = CTFontDescriptorCreateCopyWithAttributes(
      CTFontCopyFontDescriptor(system),
      [kCTFontTraitsAttribute as String: traits] as CFDictionary)
    return CTFontCreateWithFontDescriptor(descriptor, size, nil)
  }

  /// The normalized weight (−1 to 1, 0 regular) of `weight`: the raw values of
  /// `UIFont.Weight.regular`, `.medium` and `.bold` (`UIFontWeightMedium` is 0.23,
  /// `UIFontWeightBold` 0.4; AppKit's `NSFontWeightMedium` and `NSFontWeightBold` are the same).
  static func normalizedWeight(_ weight: TextFont.Weight) -> CGFloat {
    switch weight {
    case .regular: 0
    case .medium: 0.23
    case .bold: 0.4
    }
  }
}
#endif
