#if Cairo
internal import CCairo

extension RasterImage {
  /// Reads a PNG file (any PNG cairo can decode) into pixels.
  ///
  /// - Throws: ``CairoRenderError/cannotRead(path:reason:)`` naming the path when the file is
  ///   missing or not a PNG.
  public init(contentsOfPNG path: String) throws(CairoRenderError) {
    guard let surface = cairo_image_surface_create_from_png(path) else {
      throw .cannotRead(path: path, reason: "out of memory")
    }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cannotRead(path: path, reason: String(cString: cairo_status_to_string(status)))
    }
    // Decoded PNGs may be RGB24; drawing onto an ARGB32 surface normalises the format.
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let canvas = try ImageCanvas(pixelWidth: width, pixelHeight: height)
    if let cairo = cairo_create(canvas.surface) {
      cairo_set_source_surface(cairo, surface, 0, 0)
      cairo_paint(cairo)
      cairo_destroy(cairo)
    }
    self = try canvas.rasterImage()
  }

  /// The image encoded as PNG bytes.
  public func pngData() throws(CairoRenderError) -> [UInt8] {
    try canvas().pngData()
  }

  /// Writes the image as a PNG file, replacing any file at `path`.
  ///
  /// - Throws: ``CairoRenderError/cannotWrite(path:reason:)`` naming the path.
  public func writePNG(to path: String) throws(CairoRenderError) {
    try FileOutput.write(pngData(), to: path)
  }

  /// A cairo canvas holding these pixels.
  func canvas() throws(CairoRenderError) -> ImageCanvas {
    let canvas = try ImageCanvas(pixelWidth: width, pixelHeight: height)
    canvas.store(premultipliedARGB)
    return canvas
  }
}
#endif
