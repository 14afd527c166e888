#if Cairo
internal import CCairo
internal import ControlKit

extension CairoRenderer {
  /// The fill of the stand-in drawn where an image file is missing or unreadable.
  static let placeholderFill = RGBA(hex: 0xD1D1D6)
  /// The cross drawn over the placeholder, so a missing image is recognisable as one.
  static let placeholderMark = Stroke(color: RGBA(hex: 0x8E8E93), width: 1)

  /// The path an image name resolves to.
  func path(of reference: ImageReference) -> String {
    guard let imageDirectory, !reference.name.hasPrefix("/") else { return reference.name }
    return imageDirectory.hasSuffix("/")
      ? imageDirectory + reference.name : imageDirectory + "/" + reference.name
  }

  /// Draws a PNG scaled so `source` (image pixels; the whole image when empty) fills `frame`,
  /// optionally clipped to the inscribed ellipse; a placeholder when the file cannot be loaded.
  func drawImage(
    _ reference: ImageReference, frame: Rect, source: Rect, clipToEllipse: Bool,
    in context: OpaquePointer
  ) {
    guard !frame.isEmpty else { return }
    if clipToEllipse {
      addEllipse(frame, in: context)
    } else {
      cairo_new_path(context)
      cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
    }
    cairo_clip(context)

    guard let image = cairo_image_surface_create_from_png(path(of: reference)) else {
      drawPlaceholder(in: frame, context: context)
      return
    }
    defer { cairo_surface_destroy(image) }
    let width = Double(cairo_image_surface_get_width(image))
    let height = Double(cairo_image_surface_get_height(image))
    guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, width > 0, height > 0 else {
      drawPlaceholder(in: frame, context: context)
      return
    }
    let crop = source.isEmpty ? Rect(x: 0, y: 0, width: width, height: height) : source
    cairo_translate(context, frame.minX, frame.minY)
    cairo_scale(context, frame.width / crop.width, frame.height / crop.height)
    cairo_set_source_surface(context, image, -crop.minX, -crop.minY)
    if let pattern = cairo_get_source(context) {
      // Pad rather than fade to transparent at the crop's edges when scaling up.
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    }
    cairo_paint(context)
  }

  /// Fills the (already clipped) frame with a neutral grey and a cross.
  func drawPlaceholder(in frame: Rect, context: OpaquePointer) {
    setSource(Self.placeholderFill, in: context)
    cairo_paint(context)
    cairo_move_to(context, frame.minX, frame.minY)
    cairo_line_to(context, frame.maxX, frame.maxY)
    cairo_move_to(context, frame.maxX, frame.minY)
    cairo_line_to(context, frame.minX, frame.maxY)
    strokePath(Self.placeholderMark, in: context)
  }
}
#endif
