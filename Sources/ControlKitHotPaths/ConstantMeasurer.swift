import ControlKit

/// A measurer that costs nothing, so the layout paths leave text measurement out (as the
/// benchmarks do).
struct ConstantMeasurer: TextMeasuring {
  func measure(_ text: String, font: TextFont, maxWidth: Double?, maximumLines: Int) -> TextMetrics
  {
    TextMetrics(
      size: Size(width: min(maxWidth ?? 60, 60), height: font.size * 1.2), lineCount: 1,
      isTruncated: false)
  }
}
