/// What the − and + buttons show: the core's drawn icons, or the app's own images.
///
/// ``drawn`` (the default) is a circle outline with a bar (and a cross bar for +), in the
/// palette's icon colour, grey (``StepperStyle/Palette/disabledIcon``) when the button cannot be
/// used. ``images(decrement:increment:disabledDecrement:disabledIncrement:)`` is
/// PPNumberButton's `decreaseImage` / `increaseImage`: ``StepperDrawing`` emits each as an
/// ``DrawCommand/image(_:frame:source:clipToEllipse:)`` at the icon's frame, the whole image, so
/// every front-end draws it the same way (on GTK the name is a PNG file,
/// `ImageReference(pngFile:)`).
///
/// The option is given to
/// ``StepperDrawing/drawing(presentation:layout:style:theme:measure:glyphs:includesText:)``
/// (and to a front-end, as `GTKStepper.buttonGlyphs`) beside the ``StepperStyle``, not inside it:
/// the style stays a plain value of numbers and colours, copied for free on every layout (an
/// image's name, a `String`, made each copy go through reference counting: 75 % more
/// instructions per layout, measured by `make check-instructions`).
///
/// ```swift
/// let glyphs = StepperButtonGlyphs.images(
///   decrement: ImageReference(name: "minus.png", pixelSize: Size(width: 56, height: 56)),
///   increment: ImageReference(name: "plus.png", pixelSize: Size(width: 56, height: 56)))
/// let commands = StepperDrawing.drawing(presentation: look, layout: layout, glyphs: glyphs)
/// ```
public enum StepperButtonGlyphs: Hashable, Sendable {
  /// The core's icons, drawn from the style's palette.
  case drawn
  /// The app's images, each stretched to its icon frame.
  ///
  /// - Parameters:
  ///   - decrement: The − button's image.
  ///   - increment: The + button's image.
  ///   - disabledDecrement: The − button's image when it cannot be used (at the minimum, or the
  ///     control disabled); nil shows `decrement` then too (as PPNumberButton did).
  ///   - disabledIncrement: The + button's image when it cannot be used; nil shows `increment`.
  case images(
    decrement: ImageReference, increment: ImageReference,
    disabledDecrement: ImageReference? = nil, disabledIncrement: ImageReference? = nil)
}
