internal import CCairo
internal import ControlKit

/// One Pango layout as both ``PangoTextMeasurer`` and ``CairoRenderer`` build it.
///
/// Measuring and drawing go through this single type so that what the core measured is exactly
/// what is drawn: same font description, same wrapping, same line limit and ellipsis.
struct PangoLayoutRequest {
  /// The widest layout, in points (1,000,000): wider widths lay out at this width.
  ///
  /// Pango widths are `Int32` Pango units (1/1024 point), so anything past about 2,097,151
  /// points would not even be representable.
  static let maximumWidth = 1_000_000.0

  /// The text, already cut to what can show (see ``ShownText``).
  var text: String
  /// The font.
  var font: TextFont
  /// The wrapping width in points; `nil` lays the text out on one line per paragraph.
  var width: Double?
  /// The most lines shown per paragraph, `0` for no limit.
  var maximumLines: Int
  /// Horizontal alignment of each line within `width`.
  var alignment: TextBox.Alignment
  /// The direction used when the text has no strongly directional character (digits, symbols).
  var fallbackDirection: WritingDirection

  /// A request for `text`, cut to what `maximumLines` lines of `width` can show, so its cost
  /// does not grow with text that cannot be seen.
  init(
    text: String, font: TextFont, width: Double?, maximumLines: Int,
    alignment: TextBox.Alignment = .leading, fallbackDirection: WritingDirection = .leftToRight
  ) {
    self.text = ShownText.cut(text, font: font, width: width, maximumLines: maximumLines)
    self.font = font
    self.width = width
    self.maximumLines = maximumLines
    self.alignment = alignment
    self.fallbackDirection = fallbackDirection
  }

  /// Creates a configured layout in `context`; the caller releases it with `ck_object_unref`.
  func makeLayout(in context: OpaquePointer) -> PangoLayoutHandle? {
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
      let units = (min(width, Self.maximumWidth) * ck_pango_scale()).rounded(.up)
      pango_layout_set_width(layout, Int32(units))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
    pango_layout_set_alignment(layout, pangoAlignment(direction: direction))
    var droppedParagraphs = false
    if maximumLines > 0 {
      pango_layout_set_height(layout, -Int32(clamping: maximumLines))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      droppedParagraphs = limitParagraphs(of: layout)
    }
    return PangoLayoutHandle(layout: layout, droppedParagraphs: droppedParagraphs)
  }

  /// Enforces the line limit across paragraphs, returning whether text was cut.
  ///
  /// A negative Pango height limits lines *per paragraph*, so "a\nb\nc" with a limit of 2 would
  /// still show 3 lines. When that happens the text is cut where the first line past the limit
  /// starts, "…" is appended, and the height is capped at the last allowed line so Pango
  /// ellipsizes that line if the "…" does not fit.
  private func limitParagraphs(of layout: OpaquePointer) -> Bool {
    guard pango_layout_get_line_count(layout) > Int32(clamping: maximumLines),
      let cut = lineStartIndex(of: layout, line: maximumLines)
    else { return false }
    var kept = Array(text.utf8.prefix(cut))
    while let last = kept.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
      kept.removeLast()
    }
    let shortened = String(decoding: kept, as: UTF8.self) + Self.ellipsis
    pango_layout_set_text(layout, shortened, -1)
    if pango_layout_get_width(layout) < 0 {
      // Pango ellipsizes only within a width: use the unwrapped width, so nothing new wraps.
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      pango_layout_set_width(layout, Int32(clamping: Int(logical.x) + Int(logical.width)))
    }
    if let bottom = lineBottom(of: layout, line: maximumLines - 1) {
      pango_layout_set_height(layout, bottom)
    }
    return true
  }

  /// The ellipsis appended when whole paragraphs are dropped.
  static let ellipsis = "…"

  /// The byte index where line `line` (0-based) starts, `nil` when there is no such line.
  private func lineStartIndex(of layout: OpaquePointer, line: Int) -> Int? {
    guard let iterator = pango_layout_get_iter(layout) else { return nil }
    defer { pango_layout_iter_free(iterator) }
    for _ in 0..<line where pango_layout_iter_next_line(iterator) == 0 { return nil }
    return Int(pango_layout_iter_get_index(iterator))
  }

  /// The bottom (Pango units) of line `line` (0-based), `nil` when there is no such line.
  private func lineBottom(of layout: OpaquePointer, line: Int) -> Int32? {
    guard let iterator = pango_layout_get_iter(layout) else { return nil }
    defer { pango_layout_iter_free(iterator) }
    for _ in 0..<line where pango_layout_iter_next_line(iterator) == 0 { return nil }
    var extents = PangoRectangle()
    pango_layout_iter_get_line_extents(iterator, nil, &extents)
    return extents.y + extents.height
  }

  /// Lays the text out and reports its size in points, line count and truncation.
  func metrics(in context: OpaquePointer) -> TextMetrics {
    guard let handle = makeLayout(in: context) else {
      return TextMetrics(size: .zero, lineCount: 0, isTruncated: false)
    }
    defer { ck_object_unref(UnsafeMutableRawPointer(handle.layout)) }
    return handle.metrics(width: width)
  }

  /// The number of characters Pango found no glyph for in any installed font.
  func unknownGlyphCount(in context: OpaquePointer) -> Int {
    guard let handle = makeLayout(in: context) else { return 0 }
    defer { ck_object_unref(UnsafeMutableRawPointer(handle.layout)) }
    return Int(pango_layout_get_unknown_glyphs_count(handle.layout))
  }

  /// Each run of the laid-out text with the family of the font Pango chose for it, in order.
  func fontFamilies(in context: OpaquePointer) -> [(text: String, family: String)] {
    guard let handle = makeLayout(in: context) else { return [] }
    defer { ck_object_unref(UnsafeMutableRawPointer(handle.layout)) }
    guard let iterator = pango_layout_get_iter(handle.layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    guard let bytes = pango_layout_get_text(handle.layout) else { return [] }
    var runs: [(text: String, family: String)] = []
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item
      else { continue }
      let start = Int(item.pointee.offset)
      let length = Int(item.pointee.length)
      let text = String(
        decoding: UnsafeRawBufferPointer(start: bytes + start, count: length), as: UTF8.self)
      var family = ""
      if let font = item.pointee.analysis.font, let description = pango_font_describe(font) {
        family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        pango_font_description_free(description)
      }
      runs.append((text: text, family: family))
    } while pango_layout_iter_next_run(iterator) != 0
    return runs
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
