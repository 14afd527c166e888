/// The HUD's drawing list: what a renderer draws for a laid-out HUD, back to front.
///
/// The list is: the dimmed background (only when asked, for ``HUDTouchPolicy/blocksAll``), the
/// rounded box, the indicator (spinner at a phase, progress ring, or a check mark / cross / "i"
/// inside a circle, the app's image; nothing for a custom view, which the front-end places in
/// ``HUDLayout/indicator``), then the title as a ``TextBox`` limited to the style's line count,
/// the details line likewise, then the Cancel button (an outlined rounded rectangle and its one-line label) when laid out.
///
/// ```swift
/// let list = HUDDrawing.drawing(layout, theme: .light, spinnerPhase: hud.spinnerPhase(at: now) ?? 0)
/// ```
public enum HUDDrawing {
  /// The stroke width of the progress ring and the status glyphs, 3.
  public static let glyphLineWidth: Double = 3
  /// The diameter of the dot of the "i", 4.
  public static let infoDotDiameter: Double = 4

  /// The drawing list for `layout` in `theme`.
  ///
  /// - Parameters:
  ///   - layout: The laid-out HUD (its content decides the indicator).
  ///   - theme: The colour scheme; see ``HUDPalette/standard(for:)``.
  ///   - spinnerPhase: The spinner's phase (``HUDState/spinnerPhase(at:)``), ignored for
  ///     other indicators.
  ///   - dimsBackground: Whether the whole container is dimmed behind the box.
  /// - Complexity: O(1): at most ten commands.
  public static func drawing(
    _ layout: HUDLayout, theme: Theme, spinnerPhase: Double = 0, dimsBackground: Bool = false
  ) -> [DrawCommand] {
    let palette = HUDPalette.standard(for: theme)
    var commands: [DrawCommand] = []
    if dimsBackground {
      commands.append(
        .roundedRect(layout.container, cornerRadius: 0, fill: palette.dimming, stroke: nil))
    }
    commands.append(
      .roundedRect(layout.box, cornerRadius: layout.cornerRadius, fill: palette.box, stroke: nil))
    if let frame = layout.indicator {
      commands += indicator(
        layout.content.indicator, in: frame, palette: palette, spinnerPhase: spinnerPhase)
    }
    if let frame = layout.title {
      commands.append(
        .text(
          TextBox(
            text: layout.content.title, frame: frame, font: layout.style.titleFont,
            color: palette.foreground, alignment: .center,
            maximumLines: layout.style.maximumTitleLines)))
    }
    if let frame = layout.details {
      commands.append(
        .text(
          TextBox(
            text: layout.content.details, frame: frame, font: layout.style.detailsFont,
            color: palette.foreground, alignment: .center,
            maximumLines: max(1, layout.style.maximumDetailsLines))))
    }
    if let button = layout.cancelButton, let label = layout.cancelLabel {
      commands.append(
        .roundedRect(
          button, cornerRadius: button.height / 2, fill: nil,
          stroke: Stroke(color: palette.foreground, width: 1)))
      commands.append(
        .text(
          TextBox(
            text: layout.cancelTitle, frame: label,
            font: layout.style.titleFont, color: palette.foreground, alignment: .center,
            maximumLines: 1)))
    }
    return commands
  }

  /// The commands drawing `indicator` inside `frame`.
  static func indicator(
    _ indicator: HUDIndicator, in frame: Rect, palette: HUDPalette, spinnerPhase: Double
  ) -> [DrawCommand] {
    let side = min(frame.width, frame.height)
    let center = frame.center
    let stroke = Stroke(color: palette.foreground, width: glyphLineWidth, cap: .round)
    let ringRadius = (side - glyphLineWidth) / 2
    let circle = DrawCommand.ellipse(
      Rect.centered(at: center, size: Size(width: 2 * ringRadius, height: 2 * ringRadius)),
      fill: nil, stroke: stroke)
    func point(_ x: Double, _ y: Double) -> Point {
      Point(x: center.x + (x - 0.5) * side, y: center.y + (y - 0.5) * side)
    }
    switch indicator {
    case .spinner:
      return [
        .spinner(
          center: center, radius: side / 2, phase: spinnerPhase, spokes: HUDSpinner.spokes,
          color: palette.foreground)
      ]
    case .progress(let fraction):
      return [
        .progressRing(
          center: center, radius: ringRadius, fraction: fraction,
          track: Stroke(color: palette.track, width: glyphLineWidth),
          progress: stroke)
      ]
    case .success:
      return [
        circle,
        .polyline(
          [point(0.28, 0.52), point(0.44, 0.67), point(0.73, 0.36)], closed: false, stroke: stroke),
      ]
    case .error:
      return [
        circle,
        .polyline([point(0.35, 0.35), point(0.65, 0.65)], closed: false, stroke: stroke),
        .polyline([point(0.65, 0.35), point(0.35, 0.65)], closed: false, stroke: stroke),
      ]
    case .info:
      let dot = Rect.centered(
        at: point(0.5, 0.3), size: Size(width: infoDotDiameter, height: infoDotDiameter))
      return [
        circle,
        .ellipse(dot, fill: palette.foreground, stroke: nil),
        .polyline([point(0.5, 0.45), point(0.5, 0.72)], closed: false, stroke: stroke),
      ]
    case .image(let image):
      return [
        .image(
          image, frame: frame,
          source: Rect(origin: Point(x: 0, y: 0), size: image.pixelSize), clipToEllipse: false)
      ]
    case .none, .custom:
      return []
    }
  }
}
