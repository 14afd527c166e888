#if Cairo
internal import ControlKit

/// What a text measurement depends on; the ``PangoTextMeasurer`` cache key.
struct MeasurementKey: Hashable, Sendable {
  /// The text.
  var text: String
  /// The font.
  var font: TextFont
  /// The wrapping width, `nil` for none.
  var maxWidth: Double?
  /// The line limit, `0` for none.
  var maximumLines: Int
}
#endif
