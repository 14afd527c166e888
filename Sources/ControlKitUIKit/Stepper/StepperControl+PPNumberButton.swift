#if canImport(UIKit)
import ControlKit
public import UIKit

// PPNumberButton's API (the article's stepper) on top of StepperControl, so a project
// migrates by changing the class name: `PPNumberButton()` → `StepperControl()`.
extension StepperControl {
  /// PPNumberButton's result callback: called with the field's text after every value change.
  ///
  /// Unlike PPNumberButton, typed text is validated before it is reported, and the value is
  /// exact (see ``onValueChanged`` for the value and its source).
  public func numberResult(_ finished: @escaping @MainActor (_ number: String) -> Void) {
    numberResultHandler = finished
  }

  /// The smallest value as an `Int` (PPNumberButton's `minValue`).
  ///
  /// PPNumberButton's default is 1, this one's 0 (UIStepper's). Setting it keeps the maximum at
  /// least as large.
  public var minValue: Int {
    get { Int(configuration.minimum.doubleValue.rounded(.down)) }
    set {
      let minimum = FixedDecimal(Int64(newValue))
      requestBounds(minimum: minimum, maximum: max(requestedBounds.maximum, minimum))
    }
  }

  /// The largest value as an `Int` (PPNumberButton's `maxValue`).
  public var maxValue: Int {
    get { Int(configuration.maximum.doubleValue.rounded(.down)) }
    set {
      let maximum = FixedDecimal(Int64(newValue))
      requestBounds(minimum: min(requestedBounds.minimum, maximum), maximum: maximum)
    }
  }

  /// Whether a limit shakes the control (PPNumberButton's `shakeAnimation`).
  public var shakeAnimation: Bool {
    get { shakesAtLimit }
    set { shakesAtLimit = newValue }
  }

  /// The field's text (PPNumberButton's `currentNumber`), in the stepper's number symbols;
  /// setting text that reads as a number sets the value (clamped), anything else is ignored.
  ///
  /// Code's form ("2.5") is read, and so is the form the field shows ("2,5" in `de_DE`).
  public var currentNumber: String? {
    get { textField.text }
    set {
      guard let newValue else { return }
      if let number = FixedDecimal(parsing: newValue) {
        value = number
      } else if case .number(let number) = StepperTextParser.parse(
        newValue, configuration: configuration)
      {
        value = number
      }
    }
  }

  /// Cart mode (PPNumberButton's `decreaseHide`): − is hidden at the minimum.
  public var decreaseHide: Bool {
    get { cartMode }
    set { cartMode = newValue }
  }

  /// Shows the app's titles on − and + instead of the core's drawn icons (PPNumberButton's
  /// option): the app's own glyphs, in ``buttonTitleFont(_:)``'s font and ``buttonColor``.
  ///
  /// By default − and + are the core's icons (a circle and its bars, as on GTK and SwiftUI);
  /// after this call the buttons show the titles at the icons' frames, and the core draws the
  /// field only.
  public func setTitle(decreaseTitle: String, increaseTitle: String) {
    useAppGlyphs()
    decrementButton.setImage(nil, for: .normal)
    incrementButton.setImage(nil, for: .normal)
    decrementButton.setTitle(decreaseTitle, for: .normal)
    incrementButton.setTitle(increaseTitle, for: .normal)
  }

  /// Shows the app's images on − and + instead of the core's drawn icons (PPNumberButton's
  /// `increaseImage`/`decreaseImage`).
  ///
  /// The images are the core's ``ControlKit/StepperButtonGlyphs/images(decrement:increment:disabledDecrement:disabledIncrement:)``
  /// option: the core's drawing list draws each, whole, at its icon frame, as GTK's
  /// `buttonGlyphs` and the gallery draw them (an image without a `cgImage`, such as a symbol
  /// image, draws nothing: render it to a bitmap first). Titles
  /// (``setTitle(decreaseTitle:increaseTitle:)``) replace them.
  public func setImage(decreaseImage: UIImage, increaseImage: UIImage) {
    usesAppGlyphs = false
    decrementButton.setTitle(nil, for: .normal)
    incrementButton.setTitle(nil, for: .normal)
    appImages = (decreaseImage, increaseImage)
    partsView.renderer.image = { [decreaseImage, increaseImage] reference in
      switch reference.name {
      case Self.decrementImageName: decreaseImage.cgImage
      case Self.incrementImageName: increaseImage.cgImage
      default: nil
      }
    }
    updateDrawing()
  }

  /// The image names the core's glyphs option gives the app's images (the parts view's
  /// renderer resolves them).
  static let decrementImageName = "StepperControl.decreaseImage"
  static let incrementImageName = "StepperControl.increaseImage"

  /// The core's glyphs option for the app's images, or ``ControlKit/StepperButtonGlyphs/drawn``.
  var buttonGlyphs: StepperButtonGlyphs {
    guard let (decrement, increment) = appImages else { return .drawn }
    func reference(_ name: String, _ image: UIImage) -> ImageReference {
      ImageReference(
        name: name,
        pixelSize: Size(
          width: Double(image.size.width * image.scale),
          height: Double(image.size.height * image.scale)))
    }
    return .images(
      decrement: reference(Self.decrementImageName, decrement),
      increment: reference(Self.incrementImageName, increment))
  }

  /// Switches − and + to the app's glyph buttons.
  private func useAppGlyphs() {
    usesAppGlyphs = true
    appImages = nil
    updateDrawing()
  }

  /// The field's border colour (PPNumberButton put it on the buttons).
  public func borderColor(_ borderColor: UIColor) {
    fieldBorderColor = borderColor
  }

  /// The field's font (scaled for Dynamic Type).
  public func inputFieldFont(_ inputFieldFont: UIFont) {
    textField.font = fontMetrics.scaledFont(for: inputFieldFont)
  }

  /// The font of the app's titles on − and + (``setTitle(decreaseTitle:increaseTitle:)``).
  public func buttonTitleFont(_ buttonTitleFont: UIFont) {
    decrementButton.titleLabel?.font = buttonTitleFont
    incrementButton.titleLabel?.font = buttonTitleFont
  }
}
#endif
