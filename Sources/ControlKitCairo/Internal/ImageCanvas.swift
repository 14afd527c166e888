internal import CCairo

/// An owned ARGB32 cairo image surface: created checked, destroyed on deinit.
final class ImageCanvas {
  /// The surface (`cairo_surface_t *`), valid until the canvas is released.
  let surface: OpaquePointer
  /// Width in pixels.
  let pixelWidth: Int
  /// Height in pixels.
  let pixelHeight: Int

  /// Creates a transparent surface of the given pixel size.
  init(pixelWidth: Int, pixelHeight: Int) throws(CairoRenderError) {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(clamping: pixelWidth), Int32(clamping: pixelHeight))
    else { throw .cairoFailure("cannot create an image surface") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .cairoFailure(String(cString: cairo_status_to_string(status)))
    }
    self.surface = surface
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  deinit { cairo_surface_destroy(surface) }

  /// Copies the surface's pixels out, dropping row padding.
  func rasterImage() throws(CairoRenderError) -> RasterImage {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      throw .cairoFailure("image surface has no pixel data")
    }
    var pixels = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
    let raw = UnsafeRawPointer(data)
    for row in 0..<pixelHeight {
      for column in 0..<pixelWidth {
        pixels[row * pixelWidth + column] = raw.loadUnaligned(
          fromByteOffset: row * stride + column * 4, as: UInt32.self)
      }
    }
    guard let image = RasterImage(width: pixelWidth, height: pixelHeight, premultipliedARGB: pixels)
    else { throw .cairoFailure("pixel count mismatch") }
    return image
  }

  /// Overwrites the surface's pixels with `pixels` (premultiplied, row by row).
  func store(_ pixels: [UInt32]) {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let raw = UnsafeMutableRawPointer(data)
    for row in 0..<pixelHeight {
      for column in 0..<pixelWidth {
        raw.storeBytes(
          of: pixels[row * pixelWidth + column], toByteOffset: row * stride + column * 4,
          as: UInt32.self)
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  /// The surface encoded as PNG.
  func pngData() throws(CairoRenderError) -> [UInt8] {
    let sink = ByteSink()
    let status = withExtendedLifetime(sink) {
      cairo_surface_write_to_png_stream(surface, byteSinkWrite, sink.context)
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairoFailure(String(cString: cairo_status_to_string(status)))
    }
    return sink.bytes
  }
}
