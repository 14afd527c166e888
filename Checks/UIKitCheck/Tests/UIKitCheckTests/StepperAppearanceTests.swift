import ControlKit
import ControlKitTesting
import Testing
import UIKit

@testable import ControlKitUIKit

/// Font metrics that record what they scale and answer with a font of their own (a public
/// subclass, as an app could write).
final class RecordingFontMetrics: UIFontMetrics {
  var scaled: [UIFont] = []
  let answer = UIFont.systemFont(ofSize: 40, weight: .medium)

  init() { super.init(forTextStyle: .body) }

  override func scaledFont(for font: UIFont) -> UIFont {
    scaled.append(font)
    return answer
  }
}

@MainActor
@Suite("StepperControl appearance: dark mode and Dynamic Type")
struct StepperAppearanceTests {
  /// The default colours follow the appearance: the field's text is a dynamic colour, and the
  /// core's drawing (the field's fill and border, − and +) is made in the palette of the
  /// control's trait collection, again when it changes; the app glyph buttons' colours are
  /// dynamic too.
  @Test func defaultColoursFollowDarkMode() {
    let (stepper, _) = makeStepper()
    let light = StepperStyle.article.light
    let dark = StepperStyle.article.dark
    #expect(components(stepper.textField.textColor, .light) == components(light.text))
    #expect(components(stepper.textField.textColor, .dark) == components(dark.text))
    // The field's fill is the core's, as the gallery and the other front-ends draw it; the
    // native field is transparent over it.
    #expect(stepper.textField.backgroundColor == nil)
    #expect(drawnField(stepper)?.fill == light.fieldBackground)
    #expect(drawnField(stepper)?.border?.color == light.fieldBorder)
    stepper.traits = UITraitCollection(userInterfaceStyle: .dark)
    stepper.traitCollectionDidChange(UITraitCollection(userInterfaceStyle: .light))
    #expect(drawnField(stepper)?.fill == dark.fieldBackground)
    #expect(drawnField(stepper)?.border?.color == dark.fieldBorder)
    for button in [stepper.decrementButton, stepper.incrementButton] {
      #expect(components(button.titleColor(for: .normal), .light) == components(light.icon))
      #expect(components(button.titleColor(for: .normal), .dark) == components(dark.icon))
      #expect(
        components(button.titleColor(for: .disabled), .light) == components(light.disabledIcon))
      #expect(
        components(button.titleColor(for: .disabled), .dark) == components(dark.disabledIcon))
    }
  }

  /// Dynamic Type: the field's font is the style's font passed through `UIFontMetrics`, and
  /// the field keeps adjusting to later size changes.
  @Test func theFieldsFontScalesThroughFontMetrics() {
    let (stepper, _) = makeStepper()
    #expect(stepper.textField.adjustsFontForContentSizeCategory)
    let metrics = RecordingFontMetrics()
    stepper.fontMetrics = metrics
    #expect(metrics.scaled.count == 1)
    #expect(stepper.textField.font === metrics.answer)
    let custom = UIFont.systemFont(ofSize: 12, weight: .medium)
    stepper.inputFieldFont(custom)
    #expect(metrics.scaled.last === custom)
    #expect(stepper.textField.font === metrics.answer)
  }
}
