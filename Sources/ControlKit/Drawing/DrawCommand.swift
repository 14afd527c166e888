/// One step of a drawing list: what a renderer (Cairo, Core Graphics) draws, in order, back to front.
///
/// Drawing lists are plain data so the same look is produced by every front-end and can be tested as
/// text. Angles are radians, clockwise on screen from 3 o'clock (see ``Polar``).
public enum DrawCommand: Hashable, Sendable {
  /// A rectangle with rounded corners (radius 0 for square corners), filled and/or stroked.
  /// The stroke is centred on the rectangle's edge.
  case roundedRect(Rect, cornerRadius: Double, fill: RGBA?, stroke: Stroke?)
  /// An ellipse inscribed in a rectangle (a circle when the rectangle is square), filled and/or
  /// stroked.
  case ellipse(Rect, fill: RGBA?, stroke: Stroke?)
  /// An open arc around `center`, from `startAngle` sweeping `sweep` radians (positive = clockwise).
  case arc(center: Point, radius: Double, startAngle: Double, sweep: Double, stroke: Stroke)
  /// A straight line.
  case line(from: Point, to: Point, stroke: Stroke)
  /// Text in a box; see ``TextBox`` for wrapping and truncation.
  case text(TextBox)
  /// An image, scaled to fill `frame` and cropped to `source` (in the image's pixels), optionally
  /// clipped to the ellipse inscribed in `frame`.
  case image(ImageReference, frame: Rect, source: Rect, clipToEllipse: Bool)
  /// An indeterminate spinner: `spokes` rounded spokes around `center`, the brightest at `phase`
  /// (`0..<1` of a turn); spokes fade behind it.
  case spinner(center: Point, radius: Double, phase: Double, spokes: Int, color: RGBA)
  /// A determinate progress ring: a faint full track and an arc from 12 o'clock covering
  /// `fraction` of the turn, clockwise; a negative fraction runs counterclockwise (a
  /// right-to-left ring), as ``arc(center:radius:startAngle:sweep:stroke:)``'s sweep does.
  case progressRing(
    center: Point, radius: Double, fraction: Double, track: Stroke, progress: Stroke)
  /// A path through `points` (a check mark, a cross), stroked, optionally closed.
  case polyline([Point], closed: Bool, stroke: Stroke)
}
