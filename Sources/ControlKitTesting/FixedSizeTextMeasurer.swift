public import ControlKit

/// A ``TextMeasuring`` that gives every non-empty text the same size, whatever its font: for
/// layout tests that should not depend on how text is measured.
///
/// Empty text measures zero lines of zero size. A `maxWidth` narrower than ``size`` clamps the
/// width and reports the text as truncated (one line, so truncation is the only effect).
///
/// ```swift
/// let measurer = FixedSizeTextMeasurer(size: Size(width: 80, height: 18))
/// let layout = HUDLayout(content: .spinner("正在处理中..."), container: screen, measure: measurer)
/// ```
public struct FixedSizeTextMeasurer: TextMeasuring {
  /// The size of every non-empty text.
  public var size: Size

  /// A measurer that gives every non-empty text `size`.
  public init(size: Size) {
    self.size = size
  }

  /// ``size`` for non-empty text (narrowed to `maxWidth` and marked truncated when wider);
  /// zero for empty text.
  public func measure(_ text: String, font: TextFont, maxWidth: Double?, maximumLines: Int)
    -> TextMetrics
  {
    guard !text.isEmpty else {
      return TextMetrics(size: .zero, lineCount: 0, isTruncated: false)
    }
    guard let maxWidth, maxWidth < size.width else {
      return TextMetrics(size: size, lineCount: 1, isTruncated: false)
    }
    return TextMetrics(
      size: Size(width: max(0, maxWidth), height: size.height), lineCount: 1, isTruncated: true)
  }
}
