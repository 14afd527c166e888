/// The stepper's drawing list.
public enum StepperDrawing {
  /// The caret's width while editing: 2 points (UIKit's and GTK's text caret).
  public static let caretWidth = 2.0
  /// The caret's height as a multiple of the font size: 1.2, about a line of digits.
  public static let caretHeightFactor = 1.2
  /// The space between the end of the text and the caret's left edge: 1 point.
  public static let caretGap = 1.0

  /// The commands that draw the stepper, back to front.
  ///
  /// 1. The field: a rounded rectangle filled with the field colour, its border stroked inside the
  ///    field (the stroke's centre line is inset by half the border width, as a `CALayer` border).
  /// 2. While editing, a focus ring over the border, inside the field's edge (so nothing is drawn
  ///    outside the bounds, which a GTK widget would clip).
  /// 3. The display text, centred in the field inset by ``StepperStyle/textInset``, one line.
  ///    While editing, a caret follows it: a ``caretWidth``-wide bar in the focus-ring colour,
  ///    ``caretGap`` after the text's end as `measure` measures it (inside the text box), as tall
  ///    as ``caretHeightFactor`` × the font size, centred vertically. It does not blink: a
  ///    drawing list is one frame.
  /// 4. The − icon (omitted when ``StepperPresentation/isDecrementHidden``): a circle outline and a
  ///    horizontal bar; grey when it cannot be used.
  /// 5. The + icon: a circle outline, a horizontal and a vertical bar; grey when it cannot be used.
  ///
  /// With `glyphs` set to
  /// ``StepperButtonGlyphs/images(decrement:increment:disabledDecrement:disabledIncrement:)``,
  /// each icon is instead one ``DrawCommand/image(_:frame:source:clipToEllipse:)`` of the whole
  /// image at the icon's frame (the disabled image when the button cannot be used and one is
  /// given).
  ///
  /// Everything moves right by ``StepperPresentation/shakeOffset`` points (left when negative), as
  /// the article moves its whole layer: while shaking, the outer icon may reach past the bounds by
  /// up to the amplitude, so front-ends should not clip the control during the shake. A field or
  /// icon with no area is left out.
  ///
  /// - Parameters:
  ///   - presentation: What to show: the text, the buttons' states, the shake offset, the caret.
  ///   - layout: Where each part sits
  ///     (``StepperLayout/layout(bounds:style:direction:isDecrementHidden:)``).
  ///   - style: Line widths, radii and the palettes.
  ///   - theme: Which of the style's palettes to draw with.
  ///   - measure: Measures the text to place the caret after it; the default advances every
  ///     character by half the font size (give the front-end's measurer, such as Pango's, for
  ///     a caret that meets the drawn text).
  ///   - glyphs: What the − and + show: the drawn icons above (the default) or the app's images.
  ///   - includesText: False leaves out the text and the caret, for a front-end whose native
  ///     text field draws them over the list (GTK's `GtkText`).
  /// - Complexity: O(1) plus one text measurement while editing; one array of at most 10
  ///   commands.
  public static func drawing(
    presentation: StepperPresentation, layout: StepperLayout, style: StepperStyle = .standard,
    theme: Theme = .light, measure: some TextMeasuring = FixedAdvanceTextMeasurer(),
    glyphs: StepperButtonGlyphs = .drawn, includesText: Bool = true
  ) -> [DrawCommand] {
    let palette = style.palette(for: theme)
    let dx = presentation.shakeOffset.isFinite ? presentation.shakeOffset : 0
    var commands: [DrawCommand] = []
    commands.reserveCapacity(10)

    let field = layout.field.offsetBy(dx: dx, dy: 0)
    if !field.isEmpty {
      let border = min(max(0, style.fieldBorderWidth), field.width / 2, field.height / 2)
      let radius = max(0, style.fieldCornerRadius)
      commands.append(
        .roundedRect(
          field.insetBy(dx: border / 2, dy: border / 2), cornerRadius: max(0, radius - border / 2),
          fill: palette.fieldBackground,
          stroke: border > 0 ? Stroke(color: palette.fieldBorder, width: border) : nil))
      if presentation.isEditing && style.focusRingWidth > 0 {
        let ring = style.focusRingWidth
        commands.append(
          .roundedRect(
            field.insetBy(dx: ring / 2, dy: ring / 2), cornerRadius: max(0, radius - ring / 2),
            fill: nil, stroke: Stroke(color: palette.focusRing, width: ring)))
      }
      let textFrame = field.insetBy(dx: style.textInset, dy: 0)
      if includesText {
        commands.append(
          .text(
            TextBox(
              text: presentation.displayText, frame: textFrame, font: style.font,
              color: presentation.isEnabled ? palette.text : palette.disabledText,
              alignment: .center, maximumLines: 1)))
      }
      if includesText, presentation.isEditing, textFrame.width >= caretWidth {
        commands.append(
          caret(
            after: presentation.displayText, in: textFrame, style: style, color: palette.focusRing,
            measure: measure))
      }
    }

    if case .images(let minus, let plus, let disabledMinus, let disabledPlus) = glyphs {
      if !presentation.isDecrementHidden {
        appendImage(
          presentation.showsDecrementEnabled ? minus : disabledMinus ?? minus,
          frame: layout.decrementIcon.offsetBy(dx: dx, dy: 0), to: &commands)
      }
      appendImage(
        presentation.showsIncrementEnabled ? plus : disabledPlus ?? plus,
        frame: layout.incrementIcon.offsetBy(dx: dx, dy: 0), to: &commands)
      return commands
    }
    if !presentation.isDecrementHidden {
      appendIcon(
        to: &commands, frame: layout.decrementIcon.offsetBy(dx: dx, dy: 0), plus: false,
        color: presentation.showsDecrementEnabled ? palette.icon : palette.disabledIcon,
        style: style)
    }
    appendIcon(
      to: &commands, frame: layout.incrementIcon.offsetBy(dx: dx, dy: 0), plus: true,
      color: presentation.showsIncrementEnabled ? palette.icon : palette.disabledIcon, style: style)
    return commands
  }

  /// Appends the whole of `image` stretched to `frame`, unless the frame has no area.
  private static func appendImage(
    _ image: ImageReference, frame: Rect, to commands: inout [DrawCommand]
  ) {
    guard !frame.isEmpty else { return }
    commands.append(
      .image(
        image, frame: frame, source: Rect(origin: .zero, size: image.pixelSize),
        clipToEllipse: false))
  }

  /// The caret after `text` centred in `frame`: a filled bar, kept inside the frame.
  private static func caret(
    after text: String, in frame: Rect, style: StepperStyle, color: RGBA,
    measure: some TextMeasuring
  ) -> DrawCommand {
    let width = measure.measure(text, font: style.font, maxWidth: frame.width, maximumLines: 1)
      .size.width
    let textEnd = frame.midX + min(width, frame.width) / 2
    let x = min(textEnd + caretGap, frame.maxX - caretWidth)
    let height = min(style.font.size * caretHeightFactor, frame.height)
    return .roundedRect(
      Rect(x: x, y: frame.midY - height / 2, width: caretWidth, height: height),
      cornerRadius: caretWidth / 2, fill: color, stroke: nil)
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
