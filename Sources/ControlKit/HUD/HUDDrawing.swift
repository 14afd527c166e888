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
  /// The opacity of the foreground in a material box's hairline edge, 0.15.
  public static let materialEdgeOpacity = 0.15

  /// The drawing list for `layout` in `theme`.
  ///
  /// - Parameters:
  ///   - layout: The laid-out HUD (its content decides the indicator).
  ///   - theme: The colour scheme; see ``HUDPalette/standard(for:)`` (or the style's own
  ///     ``HUDStyle/boxStyle`` colours).
  ///   - spinnerPhase: The spinner's phase (``HUDState/spinnerPhase(at:)``), ignored for
  ///     other indicators.
  ///   - dimsBackground: Whether the whole container is dimmed behind the box.
  /// - Complexity: O(1): at most ten commands.
  public static func drawing(
    _ layout: HUDLayout, theme: Theme, spinnerPhase: Double = 0, dimsBackground: Bool = false
  ) -> [DrawCommand] {
    let palette = layout.style.boxStyle.palette(for: theme)
    var commands: [DrawCommand] = []
    if dimsBackground {
      commands.append(
        .roundedRect(layout.container, cornerRadius: 0, fill: palette.dimming, stroke: nil))
    }
    // A material box gets a hairline, so its light translucent fill still reads on a light
    // page (the system materials have their own edge).
    let edge =
      layout.style.boxStyle == .material
      ? Stroke(color: palette.foreground.withAlpha(materialEdgeOpacity), width: 1) : nil
    commands.append(
      .roundedRect(layout.box, cornerRadius: layout.cornerRadius, fill: palette.box, stroke: edge))
    if let frame = layout.indicator {
      commands += indicator(
        layout.content.indicator, progressStyle: layout.content.progressStyle, in: frame,
        direction: layout.direction, palette: palette, spinnerPhase: spinnerPhase)
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
    _ indicator: HUDIndicator, progressStyle: HUDProgressStyle = .ring, in frame: Rect,
    direction: WritingDirection = .leftToRight, palette: HUDPalette, spinnerPhase: Double
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
    case .progress(let fraction) where progressStyle == .bar:
      return progressBar(fraction, in: frame, direction: direction, palette: palette)
    case .progress(let unclamped) where progressStyle == .pie:
      let fraction = unclamped.isNaN ? 0 : min(1, max(0, unclamped))
      // The sector: an arc as thick as its radius, inside the outline and a gap of one line;
      // counterclockwise in right-to-left, as the bar fills from the right.
      let inner = max(0, ringRadius - 2 * glyphLineWidth)
      return [
        circle,
        .arc(
          center: center, radius: inner / 2, startAngle: -Double.pi / 2,
          sweep: 2 * Double.pi * fraction * direction.progressSign,
          stroke: Stroke(color: palette.foreground, width: inner)),
      ]
    case .progress(let unclamped):
      let fraction = unclamped.isNaN ? 0 : min(1, max(0, unclamped))
      // Counterclockwise in right-to-left (a negative fraction), as the arc stepper runs.
      return [
        .progressRing(
          center: center, radius: ringRadius, fraction: fraction * direction.progressSign,
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

  /// A progress bar in `frame`: an outlined capsule, filled from the leading edge (the right in
  /// right-to-left) by `fraction`, inset by the outline's width.
  static func progressBar(
    _ fraction: Double, in frame: Rect, direction: WritingDirection, palette: HUDPalette
  ) -> [DrawCommand] {
    let outline = Stroke(color: palette.foreground, width: 1)
    let inset = 2.0
    let track = Rect(
      x: frame.minX + inset, y: frame.minY + inset, width: max(0, frame.width - 2 * inset),
      height: max(0, frame.height - 2 * inset))
    let filled = track.width * min(1, max(0, fraction))
    let fill = Rect(
      x: direction == .rightToLeft ? track.maxX - filled : track.minX, y: track.minY,
      width: filled, height: track.height)
    return [
      .roundedRect(frame, cornerRadius: frame.height / 2, fill: nil, stroke: outline),
      .roundedRect(fill, cornerRadius: track.height / 2, fill: palette.foreground, stroke: nil),
    ]
  }
}
