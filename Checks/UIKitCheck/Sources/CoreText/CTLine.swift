import Foundation

/// Transcribed from <https://developer.apple.com/documentation/coretext/ctline>.
///
/// Keeps its text, font and how it was made (the truncation asked for), and its width and
/// heights from ``CoreTextStubModel``.
public final class CTLine: @unchecked Sendable {
  /// The characters of the line (UTF-16 units of its string).
  package let text: String
  /// The font of its first character, nil for an empty line.
  package let font: CTFont?
  /// The typographic width, trailing whitespace included.
  package let width: Double
  /// The width of its trailing whitespace.
  package let trailingWhitespaceWidth: Double
  /// The truncation it was made with (`CTLineCreateTruncatedLine`): width, type and token.
  package let truncation: (width: Double, type: CTLineTruncationType, token: CTLine?)?

  package init(
    text: String, font: CTFont?, width: Double, trailingWhitespaceWidth: Double,
    truncation: (width: Double, type: CTLineTruncationType, token: CTLine?)? = nil
  ) {
    self.text = text
    self.font = font
    self.width = width
    self.trailingWhitespaceWidth = trailingWhitespaceWidth
    self.truncation = truncation
  }
}
