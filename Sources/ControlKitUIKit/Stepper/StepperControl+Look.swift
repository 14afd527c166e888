#if canImport(UIKit)
import ControlKit
import Foundation
import UIKit

extension StepperControl {
  /// The core's layout for the current bounds, style, layout direction (right-to-left puts +
  /// on the left, as the core mirrors it) and cart mode (at the minimum the field widens over
  /// the hidden −): the frames every part is placed at and hit-tested with.
  var currentLayout: StepperLayout {
    StepperLayout.layout(
      bounds: Rect(bounds), style: style,
      direction: WritingDirection(effectiveUserInterfaceLayoutDirection),
      isDecrementHidden: driver.presentation.isDecrementHidden)
  }

  /// Places the field and the buttons where the core's layout says, moved by the limit shake.
  func layOutParts() {
    let look = driver.presentation
    let layout = currentLayout
    let dx = look.shakeOffset
    laidOutShakeOffset = dx
    laidOutDecrementHidden = look.isDecrementHidden
    textField.frame = layout.field.offsetBy(dx: dx, dy: 0).cgRect
    decrementButton.frame = layout.decrementIcon.offsetBy(dx: dx, dy: 0).cgRect
    incrementButton.frame = layout.incrementIcon.offsetBy(dx: dx, dy: 0).cgRect
  }

  /// Shows the session's state and presentation: writes only what differs, and never the
  /// field's text from inside the field's own delegate call.
  func render() {
    let look = driver.presentation
    if !isHandlingFieldEdit, textField.text != look.displayText {
      textField.text = look.displayText
    }
    decrementButton.isHidden = look.isDecrementHidden
    decrementButton.isEnabled = look.showsDecrementEnabled
    incrementButton.isEnabled = look.showsIncrementEnabled
    textField.isEnabled = look.isEnabled
    // The core's keypad for the configuration: a range below zero needs the minus key that
    // neither pad has (StepperKeypad).
    let keyboard = UIKeyboardType(coreState.configuration.keypad)
    if textField.keyboardType != keyboard {
      textField.keyboardType = keyboard
      updateDoneAccessory()
    }
    let label = coreState.configuration.label
    accessibilityLabel = label.isEmpty ? nil : label
    accessibilityValue = coreState.accessibilityValueText
    speak(coreState.configuration.language)
    if look.shakeOffset != laidOutShakeOffset || look.isDecrementHidden != laidOutDecrementHidden {
      setNeedsLayout()
    }
  }

  /// VoiceOver's hint, the − and + labels and the language VoiceOver reads them in, written
  /// when the language changes (so a hint the app set afterwards stays).
  private func speak(_ language: ControlLanguage) {
    guard language != spokenLanguage else { return }
    spokenLanguage = language
    accessibilityHint = language.stepperHint
    accessibilityLanguage = language.languageTag
    decrementButton.accessibilityLabel = language.decreaseButtonLabel
    incrementButton.accessibilityLabel = language.increaseButtonLabel
  }

  /// Fonts, colours (dynamic: light and dark palettes), the field's fill and its border from the
  /// style.
  func applyStyle() {
    let light = style.light
    let dark = style.dark
    textField.font = fontMetrics.scaledFont(for: UIFont.systemFont(style.font))
    textField.textColor = UIColor(light: light.text, dark: dark.text)
    textField.backgroundColor = UIColor(light: light.fieldBackground, dark: dark.fieldBackground)
    decrementButton.setTitleColor(UIColor(light: light.icon, dark: dark.icon), for: .normal)
    incrementButton.setTitleColor(UIColor(light: light.icon, dark: dark.icon), for: .normal)
    let disabled = UIColor(light: light.disabledIcon, dark: dark.disabledIcon)
    decrementButton.setTitleColor(disabled, for: .disabled)
    incrementButton.setTitleColor(disabled, for: .disabled)
    textField.layer.cornerRadius = CGFloat(style.fieldCornerRadius)
    textField.layer.borderWidth = CGFloat(style.fieldBorderWidth)
    textField.layer.borderColor = UIColor(light.fieldBorder).cgColor
  }
}
#endif
