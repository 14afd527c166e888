/// The drawing list of an arc stepper, back to front.
///
/// 1. the track: the full arc in the track colour (the configuration's, else the theme's
///    ``ArcStepperPalette``);
/// 2. the progress: the arc from the start to the fraction on screen, in the accent colour
///    (omitted at 0, as a `CAShapeLayer` with `strokeEnd` 0 draws nothing);
///    right to left, both arcs run counter-clockwise from the mirrored start (a negative
///    sweep, see ``ArcGeometry/signedSweep``);
/// 3. while dragging, a thumb: a disc at the end of the progress;
/// 4. with keyboard focus (and enabled), a focus ring outside the stroke;
/// 5. the label.
///
/// A disabled control multiplies every opacity by ``ArcStepperPalette/disabledOpacity``.
public enum ArcStepperDrawing {
  /// The thumb's diameter as a multiple of the line width.
  public static let thumbDiameterFactor = 1.75
  /// The focus ring's line width, in points.
  public static let focusRingWidth = 2.0
  /// The gap between the stroke's outer edge and the focus ring's centre line, in points.
  public static let focusRingOffset = 3.0

  /// The commands that draw `state` as laid out in `layout`, for `theme`, at `instant` (which picks
  /// the animation's fraction on screen).
  public static func commands(
    for state: ArcStepperState, layout: ArcStepperLayout, theme: Theme, at instant: ControlInstant
  ) -> [DrawCommand] {
    let configuration = state.configuration
    let palette = ArcStepperPalette.standard(for: theme)
    let opacity = state.isEnabled ? 1 : ArcStepperPalette.disabledOpacity
    func shade(_ color: RGBA) -> RGBA { color.withAlpha(color.alpha * opacity) }
    let track = configuration.trackColor ?? palette.trackColor
    let progress = configuration.progressColor ?? palette.progressColor

    let ring = layout.geometry
    let presented = ArcGeometry.clampFraction(state.presentedFraction(at: instant))
    var commands: [DrawCommand] = [
      .arc(
        center: ring.center, radius: ring.radius, startAngle: ring.startAngle,
        sweep: ring.signedSweep,
        stroke: Stroke(color: shade(track), width: ring.lineWidth, cap: ring.cap))
    ]
    if presented > 0 {
      commands.append(
        .arc(
          center: ring.center, radius: ring.radius, startAngle: ring.startAngle,
          sweep: ring.signedSweep * presented,
          stroke: Stroke(
            color: shade(progress), width: ring.lineWidth, cap: ring.cap)))
    }
    if state.isDragging {
      let diameter = ring.lineWidth * thumbDiameterFactor
      commands.append(
        .ellipse(
          Rect.centered(
            at: ring.point(forFraction: presented), size: Size(width: diameter, height: diameter)),
          fill: shade(progress.withAlpha(1)), stroke: nil))
    }
    if state.isFocused, state.isEnabled {
      let radius = ring.radius + ring.lineWidth / 2 + focusRingOffset
      commands.append(
        .ellipse(
          Rect.centered(at: ring.center, size: Size(width: 2 * radius, height: 2 * radius)),
          fill: nil, stroke: Stroke(color: palette.focusColor, width: focusRingWidth)))
    }
    commands.append(
      .text(
        TextBox(
          text: state.labelText, frame: layout.labelFrame, font: layout.labelFont,
          color: shade(configuration.labelColor ?? palette.labelColor))))
    return commands
  }
}
