import Testing

@testable import ControlKit

/// The app's own images for − and + (PPNumberButton's `decreaseImage` / `increaseImage`):
/// `StepperDrawing` emits each as one image command at the core's icon frame, instead of the
/// drawn circle and bars, and leaves the text out for a front-end whose native field draws it.
@Suite("StepperButtonGlyphs")
struct StepperButtonGlyphsTests {
  private static let bounds = Rect(x: 0, y: 0, width: 174, height: 30)
  private static let minus = ImageReference(
    name: "minus.png", pixelSize: Size(width: 56, height: 56))
  private static let plus = ImageReference(name: "plus.png", pixelSize: Size(width: 56, height: 40))
  private static let greyMinus = ImageReference(
    name: "minus-grey.png", pixelSize: Size(width: 56, height: 56))

  private func draw(
    _ presentation: StepperPresentation, glyphs: StepperButtonGlyphs,
    includesText: Bool = true
  ) -> String {
    let layout = StepperLayout.layout(
      bounds: Self.bounds, style: .article,
      isDecrementHidden: presentation.isDecrementHidden)
    return DrawingSnapshot.text(
      StepperDrawing.drawing(
        presentation: presentation, layout: layout, style: .article, glyphs: glyphs,
        includesText: includesText))
  }

  /// Each image, whole, at its icon's frame (the layout's 28 × 28 icons), after the field.
  @Test func imagesReplaceTheDrawnIconsAtTheIconFrames() {
    #expect(
      draw(
        StepperPresentation(displayText: "5"),
        glyphs: .images(decrement: Self.minus, increment: Self.plus))
          == """
          roundedRect [42.5, 0.5, 89×29] r=7.5 fill=#F7F7FCFF stroke=#C9CCD4FF w=1 butt
          text "5" [46, 0, 82×30] 16pt medium #3B4058FF center lines=1
          image minus.png [0, 1, 28×28] source=[0, 0, 56×56]
          image plus.png [146, 1, 28×28] source=[0, 0, 56×40]
          """)
  }

  /// A button that cannot be used shows its disabled image when one is given, else its own.
  @Test func aDisabledButtonShowsItsDisabledImageOrItsOwn() {
    let glyphs = StepperButtonGlyphs.images(
      decrement: Self.minus, increment: Self.plus, disabledDecrement: Self.greyMinus)
    let limits = StepperPresentation(
      displayText: "1", isDecrementEnabled: false, isIncrementEnabled: false)
    let text = draw(limits, glyphs: glyphs)
    #expect(text.contains("image minus-grey.png [0, 1, 28×28]"), "\(text)")
    #expect(text.contains("image plus.png [146, 1, 28×28]"), "\(text)")
    #expect(!text.contains("image minus.png"), "\(text)")
  }

  /// Cart mode at the minimum hides − : no image for it either.
  @Test func aHiddenDecrementHasNoImage() {
    let text = draw(
      StepperPresentation(displayText: "0", isDecrementHidden: true),
      glyphs: .images(decrement: Self.minus, increment: Self.plus))
    #expect(!text.contains("minus.png"), "\(text)")
    #expect(text.contains("image plus.png"), "\(text)")
  }

  /// The default is the drawn icons, the same list as before the option existed.
  @Test func theDefaultIsTheDrawnIcons() {
    let presentation = StepperPresentation(displayText: "5")
    let layout = StepperLayout.layout(bounds: Self.bounds, style: .article)
    #expect(
      StepperDrawing.drawing(presentation: presentation, layout: layout, style: .article)
        == StepperDrawing.drawing(
          presentation: presentation, layout: layout, style: .article, glyphs: .drawn))
    #expect(!draw(presentation, glyphs: .drawn).contains("image"))
  }

  /// Without text (GTK's GtkText draws it): no text and no caret, the focus ring stays.
  @Test func withoutTextTheFieldFrameAndRingStay() {
    let editing = StepperPresentation(displayText: "12", isEditing: true)
    let text = draw(editing, glyphs: .drawn, includesText: false)
    #expect(!text.contains("text "), "\(text)")
    let lines = text.split(separator: "\n")
    // Field, focus ring, − (circle, bar), + (circle, two bars): no caret.
    #expect(lines.count == 7, "\(text)")
    #expect(lines[1].contains("stroke=#007AFFFF w=2"), "\(text)")
    #expect(!lines.contains { $0.contains("fill=#007AFFFF") }, "\(text)")
  }
}
