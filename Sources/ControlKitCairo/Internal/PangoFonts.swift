#if Cairo
internal import CCairo
package import ControlKit

/// How a ``TextFont`` becomes a Pango font and how every Pango context is set up.
///
/// `package`: ControlKitGTK sets the stepper's `GtkText` in the same family list, size and
/// weight (a CSS class, `DefaultStyle.stepperFontClass`).
package enum PangoFonts {
  /// The family list, Latin first: DejaVu Sans (Debian's `fonts-dejavu-core`) for Latin text,
  /// digits, punctuation and "…"; Noto Sans CJK SC (`fonts-noto-cjk`) for what DejaVu lacks,
  /// such as Chinese; `Sans` is fontconfig's fallback when both are missing.
  ///
  /// Pango takes each character from the first family that has it. With Noto Sans CJK first,
  /// Latin text was set in the CJK face, whose "…" is a centred "⋯" and whose quotes and dashes
  /// are full-width.
  package static let familyList = "DejaVu Sans,Noto Sans CJK SC,Sans"

  /// Resolution for Pango contexts, in dots per inch.
  ///
  /// Sizes are absolute, so this does not change glyph sizes; it is pinned so nothing depends on
  /// the 96-dpi default if a size is ever given in points.
  static let resolution = 72.0

  /// A Pango font description for `font`; release it with `pango_font_description_free`.
  ///
  /// The size is absolute, so a 15-point font is 15 device units: 15 pixels at 1×, 30 at 2× once
  /// cairo's scale applies.
  static func makeDescription(for font: TextFont) -> OpaquePointer? {
    guard let description = pango_font_description_new() else { return nil }
    pango_font_description_set_family(description, familyList)
    pango_font_description_set_absolute_size(description, pointSize(for: font) * ck_pango_scale())
    pango_font_description_set_weight(description, weight(font.weight))
    return description
  }

  /// The size Pango gets for `font`: its size, 1 when it is zero (``TextFont`` has already
  /// clamped it to `0...TextFont.maximumSize`, NaN to 0).
  package static func pointSize(for font: TextFont) -> Double {
    let size = min(font.size, TextFont.maximumSize)
    return size > 0 ? size : 1
  }

  /// Applies the settings that make layout independent of the device scale, so measuring (no
  /// surface) and drawing at 1×, 2× or 3× agree: grayscale anti-aliasing, no hinting, unhinted
  /// metrics and unrounded glyph positions.
  static func configure(_ context: OpaquePointer) {
    if let options = cairo_font_options_create() {
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      pango_cairo_context_set_font_options(context, options)
      cairo_font_options_destroy(options)
    }
    pango_cairo_context_set_resolution(context, resolution)
    pango_context_set_round_glyph_positions(context, 0)
  }

  private static func weight(_ weight: TextFont.Weight) -> PangoWeight {
    switch weight {
    case .regular: return PANGO_WEIGHT_NORMAL
    case .medium: return PANGO_WEIGHT_MEDIUM
    case .bold: return PANGO_WEIGHT_BOLD
    }
  }
}
#endif
