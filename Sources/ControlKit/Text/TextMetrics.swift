/// What a ``TextMeasuring`` found for a piece of text.
public struct TextMetrics: Hashable, Sendable {
  /// The size the laid-out text needs (at most the width it was given when it wrapped).
  public var size: Size
  /// How many lines are shown.
  public var lineCount: Int
  /// Whether text was cut off (ended with an ellipsis) to respect the line limit.
  public var isTruncated: Bool

  /// Creates metrics.
  public init(size: Size, lineCount: Int, isTruncated: Bool) {
    self.size = size
    self.lineCount = lineCount
    self.isTruncated = isTruncated
  }
}
