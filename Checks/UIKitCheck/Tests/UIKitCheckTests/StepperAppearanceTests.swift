import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Testing
import UIKit

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
  /// The default colours are dynamic: light and dark trait collections resolve the field's text
  /// and the buttons' icons (enabled and disabled) to the core palette's two colours.
  @Test func defaultColoursFollowDarkMode() {
    let (stepper, _) = makeStepper()
    let light = StepperStyle.article.light
    let dark = StepperStyle.article.dark
    #expect(components(stepper.textField.textColor, .light) == components(light.text))
    #expect(components(stepper.textField.textColor, .dark) == components(dark.text))
    // The field's fill is the core's, as the gallery and the other front-ends draw it.
    #expect(
      components(stepper.textField.backgroundColor, .light) == components(light.fieldBackground))
    #expect(
      components(stepper.textField.backgroundColor, .dark) == components(dark.fieldBackground))
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
