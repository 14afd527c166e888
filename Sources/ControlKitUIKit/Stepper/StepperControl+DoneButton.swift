#if canImport(UIKit) && !os(tvOS)
import ControlKit
import UIKit

// The number and decimal pads have no Return key (Apple's keyboards: only the full keyboard
// and `.numbersAndPunctuation` have one), so on them a typed value would commit only when the
// field loses focus. A toolbar with UIKit's system Done item (localised into the app's language
// and labelled for VoiceOver by UIKit) is the platform's usual commit key for them. The signed
// keypad (`.numbersAndPunctuation`) has its own Return key, which commits: no toolbar there.
extension StepperControl {
  /// Puts the Done toolbar over a keypad without a Return key (``ControlKit/StepperKeypad/hasReturnKey``)
  /// while ``showsDoneButton`` is on and the field has no accessory view of the app's; takes it
  /// away otherwise.
  func updateDoneAccessory() {
    if showsDoneButton, !coreState.configuration.keypad.hasReturnKey {
      if textField.inputAccessoryView == nil { textField.inputAccessoryView = makeDoneAccessory() }
    } else if let doneAccessory, textField.inputAccessoryView === doneAccessory {
      textField.inputAccessoryView = nil
    }
  }

  /// The toolbar: flexible space, then Done on the trailing side (made once).
  private func makeDoneAccessory() -> UIView {
    if let doneAccessory { return doneAccessory }
    // The keyboard sets an accessory's width; 44 points is a toolbar's height.
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    toolbar.autoresizingMask = .flexibleWidth
    toolbar.items = [
      UIBarButtonItem(systemItem: .flexibleSpace),
      UIBarButtonItem(
        systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.doneButtonTapped() }),
    ]
    doneAccessory = toolbar
    return toolbar
  }

  /// Done was tapped: the typed text commits (as Return would) and editing ends.
  func doneButtonTapped() {
    driver.submit()
    _ = textField.resignFirstResponder()
  }
}
#elseif canImport(UIKit)
import UIKit

extension StepperControl {
  /// Nothing: tvOS has no keyboard toolbars (`UIToolbar` does not exist there); its keyboard
  /// has its own Done.
  func updateDoneAccessory() {}
}
#endif
