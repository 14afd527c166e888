#if Cairo
import ControlKit

extension GalleryCatalogue {
  /// Tints of the touch-area overlays, drawn translucent over the controls.
  enum HitTint {
    /// The − touch area, the accepting band of the arc: red-orange.
    static let decrement = RGBA(hex: 0xFF3B30)
    /// The field, the button's own bounds: blue.
    static let field = RGBA(hex: 0x007AFF)
    /// The + touch area, enlarged areas: green.
    static let increment = RGBA(hex: 0x34C759)
    /// Where presses are ignored: grey.
    static let ignored = RGBA(hex: 0x8E8E93)
    /// The overlay fill's opacity.
    static let fillOpacity = 0.28
    /// The overlay outline's width.
    static let outlineWidth = 1.0
  }

  /// Space around the controls in the hit-area pictures.
  static let hitPadding = 16.0
  /// The article's small button: 20 points, its area grown by 20 on every side.
  static let smallButtonSide = 20.0
  /// How far the article grows the small button's touch area on each side.
  static let smallButtonGrowth = 20.0
  /// An icon button that is given Apple's 44 × 44 minimum touch size.
  static let iconButtonSide = 28.0

  /// The hit-area specimens: the stepper (and in cart mode), the arc stepper, small buttons.
  static func hitAreaSpecimens() throws(GalleryError) -> [GallerySpecimen] {
    [
      try stepperHitAreas(cart: false), try stepperHitAreas(cart: true), arcHitAreas(),
      buttonHitAreas(),
    ]
  }

  /// A translucent rectangle with an outline, marking a touch area.
  static func overlay(_ rect: Rect, _ tint: RGBA) -> DrawCommand {
    .roundedRect(
      rect, cornerRadius: 0, fill: tint.withAlpha(HitTint.fillOpacity),
      stroke: Stroke(color: tint, width: HitTint.outlineWidth))
  }

  /// A one-line legend centred in `frame`.
  static func legend(_ text: String, in frame: Rect, theme: Theme) -> DrawCommand {
    .text(
      TextBox(
        text: text, frame: frame, font: legendFont, color: legendColor(for: theme),
        alignment: .center, maximumLines: 1))
  }

  /// `rect` of a node in its parent's coordinates, moved into the picture's.
  static func placed(_ rect: Rect, in parent: Rect) -> Rect {
    rect.offsetBy(dx: parent.minX, dy: parent.minY)
  }

  /// The stepper with its field and its two 44 × 44 touch areas tinted; in cart mode at 0 the
  /// hidden − takes no touches and is left untinted.
  static func stepperHitAreas(cart: Bool) throws(GalleryError) -> GallerySpecimen {
    let id = cart ? "stepper-cart" : "stepper"
    let configuration = try stepperConfiguration("hit-areas/" + id) {
      () throws(StepperConfigurationError) in
      try StepperConfiguration(minimum: 0, maximum: 99, hidesDecrementAtMinimum: cart)
    }
    let state = StepperState(value: cart ? 0 : 3, configuration: configuration)
    let appearance = state.presentation()
    let bounds = Rect(
      x: hitPadding, y: hitPadding, width: stepperSize.width, height: stepperSize.height)
    let size = Size(
      width: bounds.width + 2 * hitPadding, height: bounds.height + 2 * hitPadding + legendHeight)
    let caption =
      cart
      ? "Stepper in cart mode at 0: the hidden − takes no touches (HitTester skips it); the "
        + "field widens over it"
      : "Stepper: − and + take touches over 44 × 44 areas (Apple's minimum) around 28-point "
        + "icons"
    return GallerySpecimen(group: .hitAreas, id: id, caption: caption, size: size) {
      theme, measure in
      let layout = StepperLayout.layout(
        bounds: bounds, style: .standard, isDecrementHidden: state.isDecrementHidden)
      var commands = StepperDrawing.drawing(
        presentation: appearance, layout: layout, style: .standard, theme: theme, measure: measure)
      let node = layout.hitTestNode(id: "stepper", isDecrementHidden: state.isDecrementHidden)
      for child in node.children where child.acceptsTouches {
        let tint: RGBA =
          switch child.id.name {
          case StepperLayout.Part.decrement.rawValue: HitTint.decrement
          case StepperLayout.Part.increment.rawValue: HitTint.increment
          default: HitTint.field
          }
        let area = placed(placed(child.touchableArea(), in: child.frame), in: node.frame)
        commands.append(overlay(area, tint))
      }
      let touch = layout.incrementTouchArea.size
      commands.append(
        legend(
          "touch areas \(Int(touch.width))×\(Int(touch.height)) · icons "
            + "\(Int(layout.incrementIcon.width))×\(Int(layout.incrementIcon.height))",
          in: Rect(
            x: 0, y: bounds.maxY + hitPadding / 2, width: size.width, height: legendHeight),
          theme: theme))
      return commands
    }
  }

  /// The arc stepper with the band that accepts presses (green), the dead centre and the gap
  /// (grey) and the square of its touch area (outline).
  static func arcHitAreas() -> GallerySpecimen {
    let configuration = ArcStepperConfiguration.article
    let reach = configuration.lineWidth / 2 + configuration.touchSlop
    let margin = reach - (1 - 2 * configuration.radiusFactor) * arcSide / 2 + hitPadding / 2
    let bounds = Rect(x: margin, y: margin, width: arcSide, height: arcSide)
    let size = Size(
      width: bounds.width + 2 * margin, height: bounds.height + 2 * margin + legendHeight)
    let caption =
      "Arc stepper: presses count on the ring plus 18 points (green); the centre and the gap "
      + "are ignored (grey)"
    return GallerySpecimen(group: .hitAreas, id: "arc-stepper", caption: caption, size: size) {
      theme, measure in
      let state = ArcStepperState(configuration: arcConfiguration, bounds: bounds)
      let layout = ArcStepperLayout(state: state, measure: measure)
      var commands = ArcStepperDrawing.commands(
        for: state, layout: layout, theme: theme, at: .zero)
      let ring = layout.geometry
      let inner = ring.radius * configuration.innerRadiusFactor
      let outer = ring.radius + reach
      let band = (inner + outer) / 2
      commands.append(
        .arc(
          center: ring.center, radius: band, startAngle: ring.startAngle, sweep: ring.sweep,
          stroke: Stroke(
            color: HitTint.increment.withAlpha(HitTint.fillOpacity), width: outer - inner)))
      commands.append(
        .arc(
          center: ring.center, radius: band, startAngle: ring.endAngle, sweep: ring.gap,
          stroke: Stroke(
            color: HitTint.ignored.withAlpha(HitTint.fillOpacity), width: outer - inner)))
      commands.append(
        .ellipse(
          Rect.centered(at: ring.center, size: Size(width: 2 * inner, height: 2 * inner)),
          fill: HitTint.ignored.withAlpha(HitTint.fillOpacity),
          stroke: Stroke(color: HitTint.ignored, width: HitTint.outlineWidth)))
      commands.append(
        .roundedRect(
          layout.touchArea, cornerRadius: 0, fill: nil,
          stroke: Stroke(color: HitTint.increment, width: HitTint.outlineWidth)))
      commands.append(
        legend(
          "\(Int(inner))–\(Int(outer)) pt from the centre",
          in: Rect(x: 0, y: bounds.maxY + margin - 4, width: size.width, height: legendHeight),
          theme: theme))
      return commands
    }
  }

  /// Two small buttons as ``HitTestNode``s: the article's 20-point button grown by 20 points on
  /// each side, and a 28-point icon grown to Apple's 44 × 44 minimum; own bounds blue, touch
  /// areas green.
  static func buttonHitAreas() -> GallerySpecimen {
    let area = 2 * smallButtonGrowth + smallButtonSide
    let column = area + 3 * hitPadding
    let centerY = hitPadding + area / 2
    let legendY = hitPadding + area + hitPadding / 2
    let size = Size(width: 2 * column + hitPadding, height: legendY + legendHeight + hitPadding / 2)
    let buttons = [
      HitTestNode(
        id: "grown-by-20",
        frame: Rect.centered(
          at: Point(x: hitPadding + column / 2, y: centerY),
          size: Size(width: smallButtonSide, height: smallButtonSide)),
        touchArea: .expanded(by: Insets(all: smallButtonGrowth))),
      HitTestNode(
        id: "minimum-44",
        frame: Rect.centered(
          at: Point(x: hitPadding + column * 1.5, y: centerY),
          size: Size(width: iconButtonSide, height: iconButtonSide)),
        touchArea: .minimumSize(TouchArea.recommendedMinimumSize)),
    ]
    let caption =
      "Small buttons: the article's 20-point button grown by 20 on each side, and a 28-point "
      + "icon grown to 44 × 44"
    return GallerySpecimen(group: .hitAreas, id: "buttons", caption: caption, size: size) {
      theme, _ in
      var commands: [DrawCommand] = []
      for button in buttons {
        let ink = legendColor(for: theme)
        commands.append(.ellipse(button.frame, fill: ink, stroke: nil))
        commands.append(overlay(button.frame, HitTint.field))
        commands.append(
          overlay(placed(button.touchableArea(), in: button.frame), HitTint.increment))
        let area = button.touchableArea().size
        commands.append(
          legend(
            "\(Int(button.frame.width)) pt → \(Int(area.width))×\(Int(area.height))",
            in: Rect(
              x: button.frame.midX - column / 2, y: legendY, width: column, height: legendHeight),
            theme: theme))
      }
      return commands
    }
  }
}
#endif
