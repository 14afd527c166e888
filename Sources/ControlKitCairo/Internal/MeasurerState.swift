#if Cairo
internal import CCairo
internal import ControlKit

/// The Pango objects and cache a ``PangoTextMeasurer`` guards with its mutex.
///
/// Not copyable: it owns a font map and a context and releases them exactly once in `deinit`.
struct MeasurerState: ~Copyable {
  /// The measurer's own font map (`PangoFontMap *`), so it never depends on a thread's default.
  private let fontMap: UnsafeMutablePointer<PangoFontMap>?
  /// A context on `fontMap` (`PangoContext *`) configured like the renderer's.
  private let context: OpaquePointer?
  /// Measurements made so far.
  private var cache: [MeasurementKey: TextMetrics] = [:]
  /// Cache hits so far.
  private(set) var hits = 0
  /// Cache misses so far.
  private(set) var misses = 0

  /// Creates the font map and context.
  init() {
    let fontMap = pango_cairo_font_map_new()
    let context = fontMap.flatMap { pango_font_map_create_context($0) }
    if let context { PangoFonts.configure(context) }
    self.fontMap = fontMap
    self.context = context
  }

  deinit {
    ck_object_unref(context.map { UnsafeMutableRawPointer($0) })
    ck_object_unref(fontMap.map { UnsafeMutableRawPointer($0) })
  }

  /// The cached metrics for `key`, measuring and caching them on a miss.
  mutating func metrics(for key: MeasurementKey) -> TextMetrics {
    if let cached = cache[key] {
      hits += 1
      return cached
    }
    misses += 1
    guard let context else {
      return TextMetrics(size: .zero, lineCount: 0, isTruncated: false)
    }
    let metrics = PangoLayoutRequest(
      text: key.text, font: key.font, width: key.maxWidth, maximumLines: key.maximumLines
    ).metrics(in: context)
    if cache.count >= PangoTextMeasurer.cacheCapacity { cache.removeAll(keepingCapacity: true) }
    cache[key] = metrics
    return metrics
  }
}
#endif
