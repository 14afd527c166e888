#if Cairo
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
    let rowBytes = pixelWidth * 4
    let source = UnsafeRawPointer(data)
    let pixels = [UInt32](unsafeUninitializedCapacity: pixelWidth * pixelHeight) {
      buffer, count in
      count = 0
      guard let base = UnsafeMutableRawPointer(buffer.baseAddress) else { return }
      for row in 0..<pixelHeight {
        (base + row * rowBytes).copyMemory(from: source + row * stride, byteCount: rowBytes)
      }
      count = pixelWidth * pixelHeight
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
    let rowBytes = pixelWidth * 4
    let destination = UnsafeMutableRawPointer(data)
    pixels.withUnsafeBytes { source in
      guard let base = source.baseAddress, source.count >= pixelHeight * rowBytes else { return }
      for row in 0..<pixelHeight {
        (destination + row * stride).copyMemory(from: base + row * rowBytes, byteCount: rowBytes)
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
#endif
