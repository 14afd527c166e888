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
  /// Width and height are in points, unrounded; the width is at most `maxWidth`.
  ///
  /// - Complexity: O(1) for a cached request, otherwise a Pango layout of the text.
  public func measure(_ text: String, font: TextFont, maxWidth: Double?, maximumLines: Int)
    -> TextMetrics
  {
    let key = MeasurementKey(
      text: text, font: font, maxWidth: maxWidth, maximumLines: maximumLines)
    return state.withLock { state in state.metrics(for: key) }
  }

  /// How many measurements were answered from the cache.
  public var cacheHits: Int { state.withLock { $0.hits } }

  /// How many measurements needed a Pango layout.
  public var cacheMisses: Int { state.withLock { $0.misses } }
}
