#if Cairo
internal import CCairo
public import ControlKit

/// Draws ControlKit drawing lists with cairo and Pango: into a live cairo context, or to PNG,
/// SVG and PDF.
///
/// Coordinates in the list are points; a raster render at `scale` 2 or 3 produces 2× or 3× the
/// pixels with the same look (text included: layout does not depend on the scale). Text is laid
/// out exactly as ``PangoTextMeasurer`` measures it. Output bytes are identical for identical
/// input.
///
/// ```swift
/// let renderer = CairoRenderer()
/// let png = try renderer.renderPNG(
///   commands: [.ellipse(Rect(x: 4, y: 4, width: 32, height: 32), fill: .black, stroke: nil)],
///   size: Size(width: 40, height: 40), scale: 2)
/// ```
public struct CairoRenderer: Hashable, Sendable {
  /// The largest pixel width or height a raster render accepts (cairo's own limit is 32767).
  public static let maximumPixelDimension = 16_384

  /// The folder relative image names (``ImageReference/name`` not starting with `/`) are resolved
  /// against; `nil` resolves them against the working directory.
  public var imageDirectory: String?
  /// The direction assumed for text with no strongly directional character (digits, symbols),
  /// deciding which side `leading` and `trailing` alignment mean for it.
  public var layoutDirection: WritingDirection

  /// Creates a renderer.
  public init(imageDirectory: String? = nil, layoutDirection: WritingDirection = .leftToRight) {
    self.imageDirectory = imageDirectory
    self.layoutDirection = layoutDirection
  }

  /// Draws `commands` into a cairo context (`cairo_t *`) owned by the caller, back to front.
  ///
  /// The context's current transform maps points to device space; `scale` is applied on top of
  /// it. The context's state (transform, source, clip) is restored afterwards.
  public func draw(_ commands: [DrawCommand], in context: OpaquePointer, scale: Double = 1) {
    cairo_save(context)
    defer { cairo_restore(context) }
    if scale != 1 { cairo_scale(context, scale, scale) }
    cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
    for command in commands {
      cairo_save(context)
      draw(command, in: context)
      cairo_restore(context)
    }
  }

  /// Renders `commands` onto a `size`-point canvas at `scale` and returns the pixels.
  ///
  /// - Parameters:
  ///   - size: The canvas in points; pixel sizes round up (`ceil(size × scale)`).
  ///   - scale: Pixels per point, e.g. 1, 2 or 3.
  ///   - background: Painted first; `.clear` leaves the canvas transparent.
  /// - Throws: ``CairoRenderError/invalidSize(_:scale:)`` for an empty, non-finite or huge canvas.
  public func rasterize(
    _ commands: [DrawCommand], size: Size, scale: Double = 1, background: RGBA = .clear
  ) throws(CairoRenderError) -> RasterImage {
    try canvas(commands, size: size, scale: scale, background: background).rasterImage()
  }

  /// Renders `commands` to PNG bytes (see ``rasterize(_:size:scale:background:)``).
  public func renderPNG(
    commands: [DrawCommand], size: Size, scale: Double = 1, background: RGBA = .clear
  ) throws(CairoRenderError) -> [UInt8] {
    try canvas(commands, size: size, scale: scale, background: background).pngData()
  }

  /// Renders `commands` to a PNG file, replacing any file at `path`.
  ///
  /// - Throws: ``CairoRenderError/cannotWrite(path:reason:)`` naming `path` when it cannot be
  ///   written, or ``CairoRenderError/invalidSize(_:scale:)``.
  public func writePNG(
    commands: [DrawCommand], size: Size, scale: Double = 1, background: RGBA = .clear,
    to path: String
  ) throws(CairoRenderError) {
    try FileOutput.write(
      renderPNG(commands: commands, size: size, scale: scale, background: background), to: path)
  }

  // MARK: - Internal

  /// Validates the canvas and returns its size in pixels.
  func pixelSize(_ size: Size, scale: Double) throws(CairoRenderError) -> (Int, Int) {
    let width = size.width * scale
    let height = size.height * scale
    let limit = Double(Self.maximumPixelDimension)
    guard scale > 0, width.isFinite, height.isFinite, width > 0, height > 0, width <= limit,
      height <= limit
    else { throw .invalidSize(size, scale: scale) }
    return (Int(width.rounded(.up)), Int(height.rounded(.up)))
  }

  /// Paints the background and the commands onto a fresh image canvas.
  func canvas(
    _ commands: [DrawCommand], size: Size, scale: Double, background: RGBA
  ) throws(CairoRenderError) -> ImageCanvas {
    let (width, height) = try pixelSize(size, scale: scale)
    let canvas = try ImageCanvas(pixelWidth: width, pixelHeight: height)
    try paint(commands, on: canvas.surface, scale: scale, background: background)
    return canvas
  }

  /// Creates a context on `surface`, paints the background and the commands, and checks status.
  func paint(
    _ commands: [DrawCommand], on surface: OpaquePointer, scale: Double, background: RGBA
  ) throws(CairoRenderError) {
    guard let context = cairo_create(surface) else {
      throw .cairoFailure("cannot create a drawing context")
    }
    defer { cairo_destroy(context) }
    if background.alpha > 0 {
      setSource(background, in: context)
      cairo_paint(context)
    }
    draw(commands, in: context, scale: scale)
    let status = cairo_status(context)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairoFailure(String(cString: cairo_status_to_string(status)))
    }
  }
}
#endif
