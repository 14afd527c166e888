internal import CCairo
public import ControlKit

extension CairoRenderer {
  /// Draws a text box: wrapped to the frame's width, at most `maximumLines` lines ending in "…",
  /// aligned per line, centred vertically in the frame.
  func drawText(_ box: TextBox, in context: OpaquePointer) {
    guard !box.text.isEmpty, box.color.alpha > 0 else { return }
    guard let pango = pango_cairo_create_context(context) else { return }
    defer { ck_object_unref(UnsafeMutableRawPointer(pango)) }
    PangoFonts.configure(pango)
    let request = PangoLayoutRequest(
      text: box.text, font: box.font, width: box.frame.width, maximumLines: box.maximumLines,
      alignment: box.alignment, fallbackDirection: layoutDirection)
    guard let layout = request.makeLayout(in: pango)?.layout else { return }
    defer { ck_object_unref(UnsafeMutableRawPointer(layout)) }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let top = ck_pango_units_to_double(logical.y)
    let height = ck_pango_units_to_double(logical.height)
    setSource(box.color, in: context)
    cairo_move_to(context, box.frame.minX, box.frame.midY - top - height / 2)
    pango_cairo_show_layout(context, layout)
  }

  /// The number of characters in a text box that no installed font can draw.
  ///
  /// Zero means every character renders as a real glyph (no boxes), e.g. Chinese with
  /// `fonts-noto-cjk` installed.
  public func unknownGlyphCount(in box: TextBox) -> Int {
    withMeasuringContext(for: box) { request, pango in request.unknownGlyphCount(in: pango) } ?? 0
  }

  /// Each run of a text box as laid out, with the font family Pango drew it in: which face
  /// Latin and Chinese text actually get from the family list.
  ///
  /// ```swift
  /// CairoRenderer().fontFamilies(in: box)
  /// // [("正在处理中", "Noto Sans CJK SC"), ("...", "DejaVu Sans")]
  /// ```
  package func fontFamilies(in box: TextBox) -> [(text: String, family: String)] {
    withMeasuringContext(for: box) { request, pango in request.fontFamilies(in: pango) } ?? []
  }

  /// Runs `body` with the layout request for `box` and a configured Pango context on the default
  /// font map; `nil` when Pango cannot make one.
  private func withMeasuringContext<Result>(
    for box: TextBox, _ body: (PangoLayoutRequest, OpaquePointer) -> Result
  ) -> Result? {
    guard let fontMap = pango_cairo_font_map_get_default(),
      let pango = pango_font_map_create_context(fontMap)
    else { return nil }
    defer { ck_object_unref(UnsafeMutableRawPointer(pango)) }
    PangoFonts.configure(pango)
    let request = PangoLayoutRequest(
      text: box.text, font: box.font, width: box.frame.width, maximumLines: box.maximumLines,
      alignment: box.alignment, fallbackDirection: layoutDirection)
    return body(request, pango)
  }
}
