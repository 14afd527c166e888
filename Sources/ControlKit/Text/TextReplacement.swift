/// An edit proposed to a text field: replace `range` of its current text with `replacement`.
///
/// This is the shape both platforms deliver edits in: UIKit's
/// `textField(_:shouldChangeCharactersIn:replacementString:)` asks about one range and string,
/// and GTK's selection replacement (a "delete-text" then an "insert-text") is one replacement
/// once paired. A keystroke is an empty range with one character, Backspace a one-character range
/// with an empty string, a paste over a selection the selection's range with the pasted text.
///
/// ```swift
/// // "42" with both characters selected, then "7" typed:
/// TextReplacement(range: 0..<2, with: "7")
/// ```
public struct TextReplacement: Hashable, Sendable {
  /// The offsets replaced, in ``unit``s of the field's current text.
  public var range: Range<Int>
  /// The text put in their place (empty for a deletion).
  public var replacement: String
  /// What the offsets count.
  public var unit: TextOffsetUnit

  /// Creates a replacement of `range` (counted in `unit`s) with `replacement`.
  public init(range: Range<Int>, with replacement: String, unit: TextOffsetUnit = .unicodeScalars) {
    self.range = range
    self.replacement = replacement
    self.unit = unit
  }

  /// The text that results from applying this replacement to `text`, or nil when the range does
  /// not lie within `text` or splits a scalar (a UTF-16 offset inside a surrogate pair).
  public func applied(to text: String) -> String? {
    guard range.lowerBound >= 0 else { return nil }
    switch unit {
    case .unicodeScalars:
      let scalars = text.unicodeScalars
      guard range.upperBound <= scalars.count else { return nil }
      let lower = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
      let upper = scalars.index(lower, offsetBy: range.count)
      var result = String.UnicodeScalarView(scalars[..<lower])
      result.append(contentsOf: replacement.unicodeScalars)
      result.append(contentsOf: scalars[upper...])
      return String(result)
    case .utf16:
      let units = text.utf16
      guard range.upperBound <= units.count else { return nil }
      let lower = units.index(units.startIndex, offsetBy: range.lowerBound)
      let upper = units.index(lower, offsetBy: range.count)
      guard let lowerScalar = lower.samePosition(in: text.unicodeScalars),
        let upperScalar = upper.samePosition(in: text.unicodeScalars)
      else { return nil }
      var result = String.UnicodeScalarView(text.unicodeScalars[..<lowerScalar])
      result.append(contentsOf: replacement.unicodeScalars)
      result.append(contentsOf: text.unicodeScalars[upperScalar...])
      return String(result)
    }
  }

  /// The length of `text` in ``unit``s.
  public func length(of text: String) -> Int {
    switch unit {
    case .unicodeScalars: text.unicodeScalars.count
    case .utf16: text.utf16.count
    }
  }
}
