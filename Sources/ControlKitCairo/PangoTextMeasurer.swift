#if Cairo
internal import CCairo
public import ControlKit
internal import Synchronization

/// Measures text with Pango exactly as ``CairoRenderer`` lays it out.
///
/// Results are cached by text, font, width and line limit, so repeated layout passes cost a
/// dictionary lookup. One measurer may be shared across threads: its Pango objects and cache sit
/// behind a `Mutex`, so measurements are serialised.
///
/// ```swift
/// let measurer = PangoTextMeasurer()
/// let metrics = measurer.measure("正在处理中...", font: TextFont(size: 15), maxWidth: 120,
///                                maximumLines: 2)
/// ```
@available(macOS 15.0, *)  // Synchronization's Mutex; on Linux it is always available.
public final class PangoTextMeasurer: TextMeasuring {
  /// How many distinct measurements are kept; the cache is emptied when it would grow past this
  /// (a gallery or a screen of controls needs a few hundred).
  public static let cacheCapacity = 4_096

  private let state: Mutex<MeasurerState>

  /// Creates a measurer with its own Pango font map and an empty cache.
  public init() {
    state = Mutex(MeasurerState())
  }

  /// Measures `text`; see ``TextMeasuring/measure(_:font:maxWidth:maximumLines:)``.
  ///
  /// Width and height are in points, unrounded; the width is at most `maxWidth`. Widths above
  /// 1,000,000 points wrap at 1,000,000 points (Pango cannot represent much more).
  ///
  /// With a line limit, only the text that could show is laid out (and cached): at most
  /// `maximumLines` paragraphs, each cut to what `maximumLines` lines of `maxWidth` can hold plus
  /// one character, so a 1 MB server message in a two-line HUD title costs about as much as
  /// two lines of it. Characters that draw nothing (zero-width spaces) count as narrow glyphs.
  ///
  /// - Complexity: O(1) for a cached request, otherwise a Pango layout of the text that can
  ///   show (O(k) in its length), or of the whole text without a line limit.
  public func measure(_ text: String, font: TextFont, maxWidth: Double?, maximumLines: Int)
    -> TextMetrics
  {
    let shown = ShownText.cut(text, font: font, width: maxWidth, maximumLines: maximumLines)
    let key = MeasurementKey(
      text: shown, font: font, maxWidth: maxWidth, maximumLines: maximumLines)
    return state.withLock { state in state.metrics(for: key) }
  }

  /// How many measurements were answered from the cache.
  public var cacheHits: Int { state.withLock { $0.hits } }

  /// How many measurements needed a Pango layout.
  public var cacheMisses: Int { state.withLock { $0.misses } }
}
#endif
