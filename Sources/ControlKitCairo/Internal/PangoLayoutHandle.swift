#if Cairo
internal import CCairo
internal import ControlKit

/// A Pango layout made by ``PangoLayoutRequest`` and whether the request cut text to fit.
///
/// Does not own the layout: whoever made it releases it with `ck_object_unref`.
struct PangoLayoutHandle {
  /// The layout (`PangoLayout *`).
  let layout: OpaquePointer
  /// Whether whole paragraphs were dropped (and "…" appended) to respect the line limit.
  let droppedParagraphs: Bool

  /// The layout's size in points, line count and truncation, its width capped at `width` as
  /// ``TextMetrics`` promises.
  func metrics(width: Double?) -> TextMetrics {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    var measuredWidth = ck_pango_units_to_double(logical.width)
    if let width, width > 0, width.isFinite { measuredWidth = min(measuredWidth, width) }
    return TextMetrics(
      size: Size(width: measuredWidth, height: ck_pango_units_to_double(logical.height)),
      lineCount: Int(pango_layout_get_line_count(layout)),
      isTruncated: droppedParagraphs || pango_layout_is_ellipsized(layout) != 0)
  }
}
#endif
