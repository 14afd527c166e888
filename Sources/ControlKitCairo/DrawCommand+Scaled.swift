#if Cairo
public import ControlKit

extension DrawCommand {
  /// The same command scaled by `factor` about `anchor`: every point moves toward (or away from)
  /// `anchor`, and every length (sizes, radii, corner radii, stroke widths, font sizes) is
  /// multiplied by `factor`; colours, angles, an image's source rect and line limits stay.
  ///
  /// A HUD's zoom (``ControlKit/HUDPresentation/scale``) draws the box this way about its centre
  /// on GTK and in the gallery. Text is laid out again at the scaled font in the scaled frame,
  /// which wraps as the unscaled text does (Pango's metrics are linear in the font size; the
  /// renderer does not hint them).
  ///
  /// ```swift
  /// let half = DrawCommand.ellipse(Rect(x: 0, y: 0, width: 10, height: 10), fill: .black, stroke: nil)
  ///   .scaled(by: 0.5, about: Point(x: 5, y: 5))   // the 5 × 5 circle at (2.5, 2.5)
  /// ```
  ///
  /// - Parameters:
  ///   - factor: the scale; 1 returns the command unchanged; a negative or non-finite factor
  ///     counts as 1.
  ///   - anchor: the point that stays where it is.
  public func scaled(by factor: Double, about anchor: Point) -> DrawCommand {
    guard factor != 1, factor.isFinite, factor >= 0 else { return self }
    func point(_ p: Point) -> Point {
      Point(x: anchor.x + (p.x - anchor.x) * factor, y: anchor.y + (p.y - anchor.y) * factor)
    }
    func rect(_ r: Rect) -> Rect {
      Rect(
        x: anchor.x + (r.minX - anchor.x) * factor, y: anchor.y + (r.minY - anchor.y) * factor,
        width: r.width * factor, height: r.height * factor)
    }
    func stroke(_ s: Stroke) -> Stroke {
      Stroke(color: s.color, width: s.width * factor, cap: s.cap)
    }
    switch self {
    case .roundedRect(let r, let cornerRadius, let fill, let s):
      return .roundedRect(
        rect(r), cornerRadius: cornerRadius * factor, fill: fill, stroke: s.map(stroke))
    case .ellipse(let r, let fill, let s):
      return .ellipse(rect(r), fill: fill, stroke: s.map(stroke))
    case .arc(let center, let radius, let startAngle, let sweep, let s):
      return .arc(
        center: point(center), radius: radius * factor, startAngle: startAngle, sweep: sweep,
        stroke: stroke(s))
    case .line(let from, let to, let s):
      return .line(from: point(from), to: point(to), stroke: stroke(s))
    case .text(var box):
      box.frame = rect(box.frame)
      box.font = TextFont(size: box.font.size * factor, weight: box.font.weight)
      return .text(box)
    case .image(let reference, let frame, let source, let clipToEllipse):
      return .image(reference, frame: rect(frame), source: source, clipToEllipse: clipToEllipse)
    case .spinner(let center, let radius, let phase, let spokes, let color):
      return .spinner(
        center: point(center), radius: radius * factor, phase: phase, spokes: spokes, color: color)
    case .progressRing(let center, let radius, let fraction, let track, let progress):
      return .progressRing(
        center: point(center), radius: radius * factor, fraction: fraction, track: stroke(track),
        progress: stroke(progress))
    case .polyline(let points, let closed, let s):
      return .polyline(points.map(point), closed: closed, stroke: stroke(s))
    }
  }
}
#endif
