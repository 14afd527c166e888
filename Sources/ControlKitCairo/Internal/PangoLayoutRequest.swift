internal import CCairo
internal import ControlKit

/// One Pango layout as both ``PangoTextMeasurer`` and ``CairoRenderer`` build it.
///
/// Measuring and drawing go through this single type so that what the core measured is exactly
/// what is drawn: same font description, same wrapping, same line limit and ellipsis.
struct PangoLayoutRequest {
  /// The text.
  var text: String
  /// The font.
  var font: TextFont
  /// The wrapping width in points; `nil` lays the text out on one line per paragraph.
  var width: Double?
  /// The most lines shown per paragraph, `0` for no limit.
  var maximumLines: Int
  /// Horizontal alignment of each line within `width`.
  var alignment: TextBox.Alignment = .leading
  /// The direction used when the text has no strongly directional character (digits, symbols).
  var fallbackDirection: WritingDirection = .leftToRight

  /// Creates a configured layout in `context`; the caller releases it with `ck_object_unref`.
  func makeLayout(in context: OpaquePointer) -> OpaquePointer? {
    let direction = resolvedDirection()
    // Alignment is decided here, visually, from the text's own direction: with auto-direction
    // off and the base direction set to the text's, Pango never swaps left and right behind us.
    pango_context_set_base_dir(
      context, direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
    guard let layout = pango_layout_new(context) else { return nil }
    pango_layout_set_auto_dir(layout, 0)
    if let description = PangoFonts.makeDescription(for: font) {
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
    }
    pango_layout_set_text(layout, text, -1)
    if let width, width > 0, width.isFinite {
      // Rounded up to whole Pango units so a width measured by Pango and handed back fits again.
      pango_layout_set_width(layout, Int32((width * ck_pango_scale()).rounded(.up)))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
    if maximumLines > 0 {
      pango_layout_set_height(layout, -Int32(clamping: maximumLines))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    pango_layout_set_alignment(layout, pangoAlignment(direction: direction))
    return layout
  }

  /// Lays the text out and reports its size in points, line count and truncation.
  func metrics(in context: OpaquePointer) -> TextMetrics {
    guard let layout = makeLayout(in: context) else {
      return TextMetrics(size: .zero, lineCount: 0, isTruncated: false)
    }
    defer { ck_object_unref(UnsafeMutableRawPointer(layout)) }
    return Self.metrics(of: layout, width: width)
  }

  /// The number of characters Pango found no glyph for in any installed font.
  func unknownGlyphCount(in context: OpaquePointer) -> Int {
    guard let layout = makeLayout(in: context) else { return 0 }
    defer { ck_object_unref(UnsafeMutableRawPointer(layout)) }
    return Int(pango_layout_get_unknown_glyphs_count(layout))
  }

  /// The metrics of an existing layout, its width capped at `width` as ``TextMetrics`` promises.
  static func metrics(of layout: OpaquePointer, width: Double?) -> TextMetrics {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    var measuredWidth = ck_pango_units_to_double(logical.width)
    if let width, width > 0, width.isFinite { measuredWidth = min(measuredWidth, width) }
    return TextMetrics(
      size: Size(width: measuredWidth, height: ck_pango_units_to_double(logical.height)),
      lineCount: Int(pango_layout_get_line_count(layout)),
      isTruncated: pango_layout_is_ellipsized(layout) != 0)
  }

  /// The text's direction from its first strong character, else the fallback.
  func resolvedDirection() -> WritingDirection {
    switch ck_find_base_dir(text) {
    case PANGO_DIRECTION_RTL, PANGO_DIRECTION_WEAK_RTL: return .rightToLeft
    case PANGO_DIRECTION_LTR, PANGO_DIRECTION_WEAK_LTR: return .leftToRight
    default: return fallbackDirection
    }
  }

  private func pangoAlignment(direction: WritingDirection) -> PangoAlignment {
    let leadingIsLeft = direction == .leftToRight
    switch alignment {
    case .center: return PANGO_ALIGN_CENTER
    case .leading: return leadingIsLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
    case .trailing: return leadingIsLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
    }
  }
}
