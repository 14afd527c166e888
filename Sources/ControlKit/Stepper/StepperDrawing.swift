/// The stepper's drawing list.
public enum StepperDrawing {
  /// The commands that draw the stepper, back to front.
  ///
  /// 1. The field: a rounded rectangle filled with the field colour, its border stroked inside the
  ///    field (the stroke's centre line is inset by half the border width, as a `CALayer` border).
  /// 2. While editing, a focus ring over the border, inside the field's edge (so nothing is drawn
  ///    outside the bounds, which a GTK widget would clip).
  /// 3. The display text, centred in the field inset by ``StepperStyle/textInset``, one line.
  /// 4. The − icon (omitted when ``StepperAppearance/isDecrementHidden``): a circle outline and a
  ///    horizontal bar; grey when it cannot be used.
  /// 5. The + icon: a circle outline, a horizontal and a vertical bar; grey when it cannot be used.
  ///
  /// Everything moves right by ``StepperAppearance/shakeOffset`` points (left when negative), as
  /// the article moves its whole layer: while shaking, the outer icon may reach past the bounds by
  /// up to the amplitude, so front-ends should not clip the control during the shake. A field or
  /// icon with no area is left out.
  ///
  /// - Complexity: O(1); one array of at most 9 commands.
  public static func drawing(
    appearance: StepperAppearance, layout: StepperLayout, style: StepperStyle = .article,
    theme: Theme = .light
  ) -> [DrawCommand] {
    let palette = style.palette(for: theme)
    let dx = appearance.shakeOffset.isFinite ? appearance.shakeOffset : 0
    var commands: [DrawCommand] = []
    commands.reserveCapacity(9)

    let field = layout.field.offsetBy(dx: dx, dy: 0)
    if !field.isEmpty {
      let border = min(max(0, style.fieldBorderWidth), field.width / 2, field.height / 2)
      let radius = max(0, style.fieldCornerRadius)
      commands.append(
        .roundedRect(
          field.insetBy(dx: border / 2, dy: border / 2), cornerRadius: max(0, radius - border / 2),
          fill: palette.fieldBackground,
          stroke: border > 0 ? Stroke(color: palette.fieldBorder, width: border) : nil))
      if appearance.isEditing && style.focusRingWidth > 0 {
        let ring = style.focusRingWidth
        commands.append(
          .roundedRect(
            field.insetBy(dx: ring / 2, dy: ring / 2), cornerRadius: max(0, radius - ring / 2),
            fill: nil, stroke: Stroke(color: palette.focusRing, width: ring)))
      }
      commands.append(
        .text(
          TextBox(
            text: appearance.displayText, frame: field.insetBy(dx: style.textInset, dy: 0),
            font: style.font, color: appearance.isEnabled ? palette.text : palette.disabledText,
            alignment: .center, maximumLines: 1)))
    }

    if !appearance.isDecrementHidden {
      appendIcon(
        to: &commands, frame: layout.decrementIcon.offsetBy(dx: dx, dy: 0), plus: false,
        color: appearance.showsDecrementEnabled ? palette.icon : palette.disabledIcon,
        style: style)
    }
    appendIcon(
      to: &commands, frame: layout.incrementIcon.offsetBy(dx: dx, dy: 0), plus: true,
      color: appearance.showsIncrementEnabled ? palette.icon : palette.disabledIcon, style: style)
    return commands
  }

  /// Appends a − or + icon: a circle outline inside `frame` and its bars, with round caps.
  private static func appendIcon(
    to commands: inout [DrawCommand], frame: Rect, plus: Bool, color: RGBA, style: StepperStyle
  ) {
    guard !frame.isEmpty else { return }
    let lineWidth = min(max(0, style.iconStrokeWidth), frame.width / 2)
    let stroke = Stroke(color: color, width: lineWidth, cap: .round)
    commands.append(
      .ellipse(
        frame.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), fill: nil,
        stroke: Stroke(color: color, width: lineWidth)))
    let scale = style.iconSide > 0 ? frame.width / style.iconSide : 0
    let half = max(0, style.iconGlyphLength) * scale / 2
    let center = frame.center
    commands.append(
      .line(
        from: center.offsetBy(dx: -half, dy: 0), to: center.offsetBy(dx: half, dy: 0),
        stroke: stroke))
    if plus {
      commands.append(
        .line(
          from: center.offsetBy(dx: 0, dy: -half), to: center.offsetBy(dx: 0, dy: half),
          stroke: stroke))
    }
  }
}
