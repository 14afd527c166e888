/// Text laid out in a box: wrapped to the box's width, limited to a number of lines, then truncated
/// with an ellipsis at the end.
public struct TextBox: Hashable, Sendable {
  /// How lines sit horizontally in the box.
  public enum Alignment: String, Hashable, Sendable {
    /// Against the leading edge.
    case leading
    /// Centred.
    case center
    /// Against the trailing edge.
    case trailing
  }

  /// The text to draw.
  public var text: String
  /// The box the text is laid out in; text is centred vertically within it.
  public var frame: Rect
  /// The font.
  public var font: TextFont
  /// The text colour.
  public var color: RGBA
  /// Horizontal alignment of each line.
  public var alignment: Alignment
  /// The most lines shown, `0` for no limit.
  ///
  /// Text beyond the limit ends in "…".
  public var maximumLines: Int

  /// Creates a text box.
  public init(
    text: String, frame: Rect, font: TextFont, color: RGBA, alignment: Alignment = .center,
    maximumLines: Int = 1
  ) {
    self.text = text
    self.frame = frame
    self.font = font
    self.color = color
    self.alignment = alignment
    self.maximumLines = maximumLines
  }
}
