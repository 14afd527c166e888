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
    // The shake moves the outer icon past the bounds (the core's drawing allows it): the parts
    // view reaches as far on both sides, so its drawing is not clipped.
    let reach = CGFloat(abs(dx))
    partsView.frame = bounds.insetBy(dx: -reach, dy: 0)
    partsView.drawingOffset = CGPoint(x: reach, y: 0)
    updateDrawing()
  }

  /// The style drawn with: the style's sizes and palettes, with the app's ``buttonColor`` and
  /// ``fieldBorderColor`` (when it set them) resolved for `traits` in both palettes.
  func drawnStyle(for traits: UITraitCollection) -> StepperStyle {
    var drawn = style
    if let appButtonColor {
      let icon = RGBA(appButtonColor.resolvedColor(with: traits))
      drawn.light.icon = icon
      drawn.dark.icon = icon
    }
    if let appFieldBorderColor {
      let border = RGBA(appFieldBorderColor.resolvedColor(with: traits))
      drawn.light.fieldBorder = border
      drawn.dark.fieldBorder = border
    }
    return drawn
  }

  /// The core's drawing list for the stepper now (``ControlKit/StepperDrawing``), in the
  /// control's appearance, less what the native field draws itself.
  ///
  /// The text field shows the text and, while editing, its own caret (the one the keyboard,
  /// selection and IME move), so the core's text command and the caret bar after it are left
  /// out; the field's fill, border and focus ring, and − and + (grey when they cannot be used,
  /// − absent in cart mode at the minimum) are drawn. With the app's own glyphs
  /// (``usesAppGlyphs``) the icons are left out too: the layout given to the core has no icon
  /// frames, and the core draws no icon with no area.
  var drawingCommands: [DrawCommand] {
    let look = driver.presentation
    var layout = currentLayout
    if usesAppGlyphs {
      layout.decrementIcon = .zero
      layout.incrementIcon = .zero
    }
    let traits = traitCollection
    let commands = StepperDrawing.drawing(
      presentation: look, layout: layout, style: drawnStyle(for: traits), theme: Theme(traits),
      glyphs: buttonGlyphs)
    return StepperDrawing.withoutFieldText(commands, isEditing: look.isEditing)
  }

  /// Hands the core's list to the parts view, and shows the app's glyph buttons only when the
  /// app gave glyphs (− not in cart mode at the minimum).
  func updateDrawing() {
    partsView.commands = drawingCommands
    let look = driver.presentation
    decrementButton.isHidden = !usesAppGlyphs || look.isDecrementHidden
    incrementButton.isHidden = !usesAppGlyphs
  }

  /// Shows the session's state and presentation: writes only what differs, and never the
  /// field's text from inside the field's own delegate call.
  func render() {
    let look = driver.presentation
    if !isHandlingFieldEdit, textField.text != look.displayText {
      textField.text = look.displayText
    }
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
    updateDrawing()
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

  /// The field's font and text colour (dynamic: light and dark palettes) from the style, and
  /// the app glyph buttons' colours; the field's fill and border are the core's drawing (the
  /// field itself is transparent and borderless over it).
  func applyStyle() {
    let light = style.light
    let dark = style.dark
    textField.font = fontMetrics.scaledFont(for: UIFont.systemFont(style.font))
    textField.textColor = UIColor(light: light.text, dark: dark.text)
    textField.backgroundColor = nil
    let icon = appButtonColor ?? UIColor(light: light.icon, dark: dark.icon)
    decrementButton.setTitleColor(icon, for: .normal)
    incrementButton.setTitleColor(icon, for: .normal)
    let disabled = UIColor(light: light.disabledIcon, dark: dark.disabledIcon)
    decrementButton.setTitleColor(disabled, for: .disabled)
    incrementButton.setTitleColor(disabled, for: .disabled)
    updateDrawing()
  }
}
#endif
