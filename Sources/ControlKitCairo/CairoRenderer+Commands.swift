#if Cairo
internal import CCairo
internal import ControlKit

extension CairoRenderer {
  /// The opacity of the faintest spinner spoke, as a fraction of the colour's own opacity
  /// (the core's `SpinnerSpokes`, which every renderer draws spinners from).
  static let spinnerMinimumSpokeOpacity = SpinnerSpokes.minimumOpacity
  /// The most spokes a spinner is drawn with, 360 (one a degree; more would not show and would
  /// only cost time): a `.spinner` command asking for more is drawn with this many.
  public static let maximumSpinnerSpokes = SpinnerSpokes.maximumCount

  /// Draws one command; the caller brackets it with save/restore.
  func draw(_ command: DrawCommand, in context: OpaquePointer) {
    switch command {
    case .roundedRect(let rect, let cornerRadius, let fill, let stroke):
      guard !rect.isEmpty else { return }
      addRoundedRect(rect, radius: cornerRadius, in: context)
      fillAndStroke(fill: fill, stroke: stroke, in: context)
    case .ellipse(let rect, let fill, let stroke):
      guard !rect.isEmpty else { return }
      addEllipse(rect, in: context)
      fillAndStroke(fill: fill, stroke: stroke, in: context)
    case .arc(let center, let radius, let startAngle, let sweep, let stroke):
      drawArc(
        center: center, radius: radius, start: startAngle, sweep: sweep, stroke: stroke, in: context
      )
    case .line(let from, let to, let stroke):
      cairo_move_to(context, from.x, from.y)
      cairo_line_to(context, to.x, to.y)
      strokePath(stroke, in: context)
    case .polyline(let points, let closed, let stroke):
      guard let first = points.first else { return }
      cairo_move_to(context, first.x, first.y)
      for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
      if closed { cairo_close_path(context) }
      strokePath(stroke, in: context)
    case .spinner(let center, let radius, let phase, let spokes, let color):
      drawSpinner(
        center: center, radius: radius, phase: phase, spokes: spokes, color: color, in: context)
    case .progressRing(let center, let radius, let fraction, let track, let progress):
      drawArc(center: center, radius: radius, start: 0, sweep: 2 * .pi, stroke: track, in: context)
      // A negative fraction runs counterclockwise (right to left), as an arc's sweep does.
      let clamped = fraction.isNaN ? 0 : min(1, max(-1, fraction))
      guard clamped != 0 else { return }
      drawArc(
        center: center, radius: radius, start: -.pi / 2, sweep: 2 * .pi * clamped,
        stroke: progress, in: context)
    case .text(let box):
      drawText(box, in: context)
    case .image(let reference, let frame, let source, let clipToEllipse):
      drawImage(reference, frame: frame, source: source, clipToEllipse: clipToEllipse, in: context)
    }
  }

  /// Sets a straight-alpha colour as the source.
  func setSource(_ color: RGBA, in context: OpaquePointer) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  }

  /// Adds a rounded rectangle path; the radius is clamped to half the shorter side.
  func addRoundedRect(_ rect: Rect, radius: Double, in context: OpaquePointer) {
    let r = max(0, min(radius.isFinite ? radius : 0, rect.width / 2, rect.height / 2))
    cairo_new_path(context)
    guard r > 0 else {
      cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    let quarter = Double.pi / 2
    cairo_new_sub_path(context)
    cairo_arc(context, rect.maxX - r, rect.minY + r, r, -quarter, 0)
    cairo_arc(context, rect.maxX - r, rect.maxY - r, r, 0, quarter)
    cairo_arc(context, rect.minX + r, rect.maxY - r, r, quarter, 2 * quarter)
    cairo_arc(context, rect.minX + r, rect.minY + r, r, 2 * quarter, 3 * quarter)
    cairo_close_path(context)
  }

  /// Adds the path of the ellipse inscribed in a non-empty `rect`.
  func addEllipse(_ rect: Rect, in context: OpaquePointer) {
    cairo_new_path(context)
    cairo_save(context)
    cairo_translate(context, rect.midX, rect.midY)
    cairo_scale(context, rect.width / 2, rect.height / 2)
    cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
    cairo_close_path(context)
    // Restoring the transform keeps the path (paths are stored in device space) but strokes
    // with an unscaled pen.
    cairo_restore(context)
  }

  /// Fills and then strokes the current path, either being optional.
  func fillAndStroke(fill: RGBA?, stroke: Stroke?, in context: OpaquePointer) {
    if let fill, fill.alpha > 0 {
      setSource(fill, in: context)
      cairo_fill_preserve(context)
    }
    strokePath(stroke, in: context)
  }

  /// Strokes and clears the current path (clears it without drawing for an invisible stroke).
  func strokePath(_ stroke: Stroke?, in context: OpaquePointer) {
    guard let stroke, stroke.width > 0, stroke.width.isFinite, stroke.color.alpha > 0 else {
      cairo_new_path(context)
      return
    }
    setSource(stroke.color, in: context)
    cairo_set_line_width(context, stroke.width)
    switch stroke.cap {
    case .butt:
      cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
      cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
    case .round:
      cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
    case .square:
      cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
      cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
    }
    cairo_stroke(context)
  }

  /// Strokes an open arc.
  ///
  /// Angles grow clockwise on a y-down screen, as in cairo, so a positive sweep is `cairo_arc`
  /// and a negative one `cairo_arc_negative`.
  func drawArc(
    center: Point, radius: Double, start: Double, sweep: Double, stroke: Stroke,
    in context: OpaquePointer
  ) {
    guard radius > 0, radius.isFinite, sweep != 0, sweep.isFinite, start.isFinite else { return }
    cairo_new_path(context)
    if sweep > 0 {
      cairo_arc(context, center.x, center.y, radius, start, start + sweep)
    } else {
      cairo_arc_negative(context, center.x, center.y, radius, start, start + sweep)
    }
    strokePath(stroke, in: context)
  }

  /// Draws spokes around `center`, the brightest at `phase` of a turn from 12 o'clock, clockwise;
  /// spokes behind it fade down to ``spinnerMinimumSpokeOpacity``.
  ///
  /// At most ``maximumSpinnerSpokes`` spokes are drawn.
  func drawSpinner(
    center: Point, radius: Double, phase: Double, spokes requested: Int, color: RGBA,
    in context: OpaquePointer
  ) {
    SpinnerSpokes.forEach(
      center: center, radius: radius, phase: phase, spokes: requested, color: color
    ) { from, to, stroke in
      cairo_move_to(context, from.x, from.y)
      cairo_line_to(context, to.x, to.y)
      strokePath(stroke, in: context)
    }
  }

}
#endif
