#if Cairo
internal import CCairo
public import ControlKit

/// A reusable offscreen raster: draws a drawing list again and again (an animation's frames, a
/// widget's redraws) into one cairo image surface, without allocating a surface per draw.
///
/// ```swift
/// let canvas = try OffscreenCanvas(size: Size(width: 200, height: 200), scale: 3)
/// try canvas.draw(ArcStepperDrawing.commands(for: state, layout: layout, theme: .dark, at: now))
/// let pixel = try canvas.image().pixel(x: 300, y: 30)
/// ```
///
/// Not thread-safe: use one canvas per thread (it is not `Sendable`).
public final class OffscreenCanvas {
  /// The canvas size in points.
  public let size: Size
  /// Pixels per point.
  public let scale: Double
  /// Draws the commands (image directory, layout direction).
  public let renderer: CairoRenderer
  private let canvas: ImageCanvas

  /// Creates a transparent canvas of `size` points at `scale`.
  ///
  /// - Throws: ``CairoRenderError/invalidSize(_:scale:)`` for an empty, non-finite or huge size.
  public init(size: Size, scale: Double = 1, renderer: CairoRenderer = CairoRenderer())
    throws(CairoRenderError)
  {
    let (width, height) = try renderer.pixelSize(size, scale: scale)
    canvas = try ImageCanvas(pixelWidth: width, pixelHeight: height)
    self.size = size
    self.scale = scale
    self.renderer = renderer
  }

  /// Clears the canvas, then paints `background` and `commands`: what was drawn before is gone.
  public func draw(_ commands: [DrawCommand], background: RGBA = .clear) throws(CairoRenderError) {
    guard let context = cairo_create(canvas.surface) else {
      throw .cairoFailure("cannot create a drawing context")
    }
    cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
    cairo_paint(context)
    cairo_destroy(context)
    try renderer.paint(commands, on: canvas.surface, scale: scale, background: background)
  }

  /// A copy of the canvas's pixels.
  public func image() throws(CairoRenderError) -> RasterImage {
    try canvas.rasterImage()
  }
}
#endif
