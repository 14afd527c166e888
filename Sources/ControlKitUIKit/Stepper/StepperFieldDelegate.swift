#if canImport(UIKit)
import ControlKit
import Foundation
import UIKit

/// The number field's delegate: proposes every edit to the core before UIKit applies it.
///
/// It implements the classic `textField(_:shouldChangeCharactersIn:replacementString:)` (one
/// `NSRange` in UTF-16 units), which every supported iOS version calls. iOS 26 adds
/// `textField(_:shouldChangeCharactersInRanges:replacementString:)` for several ranges at once
/// and calls the classic method when a delegate implements only that one.
@MainActor
final class StepperFieldDelegate: NSObject, UITextFieldDelegate {
  /// The stepper whose field this is.
  weak var stepper: StepperControl?

  func textFieldDidBeginEditing(_ textField: UITextField) {
    guard let stepper else { return }
    stepper.driver.focusChanged(true)
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    guard let stepper else { return }
    stepper.driver.focusChanged(false)
  }

  /// Return commits the text (and keeps editing, as the core's `textSubmitted`).
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let stepper else { return true }
    stepper.driver.submit()
    return false
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    stepper?.fieldShouldChange(range, replacement: string) ?? true
  }
}
#endif
