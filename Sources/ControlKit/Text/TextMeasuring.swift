/// Measures text as the front-end will draw it: Pango on GTK, Core Text on UIKit and SwiftUI,
/// ``FixedAdvanceTextMeasurer`` in tests and headless tools.
///
/// Layout functions take a measurer so they stay pure and testable without fonts.
public protocol TextMeasuring: Sendable {
  /// The size of `text` in `font`, wrapped at `maxWidth` (no wrapping when `nil`) and limited to
  /// `maximumLines` lines (`0` = no limit), truncating with an ellipsis beyond it.
  func measure(_ text: String, font: TextFont, maxWidth: Double?, maximumLines: Int) -> TextMetrics
}
