#if canImport(UIKit)
import ControlKit
import Foundation
import UIKit

extension StepperControl {
  /// UIKit asks whether to replace `range` (UTF-16 units) of the field's text with
  /// `replacement`: the core decides.
  ///
  /// Refused: `false`, and nothing changes (text, selection, value). Accepted as typed: `true`,
  /// UIKit applies it. Accepted in another form (full-width digits from a Chinese input method,
  /// the locale's separator): the control writes the core's text, puts the caret where the core
  /// says, and answers `false`.
  func fieldShouldChange(_ range: NSRange, replacement: String) -> Bool {
    guard let offsets = Range<Int>(range) else { return false }
    let base = textField.text ?? ""
    let edit = TextReplacement(range: offsets, with: replacement, unit: .utf16)
    isHandlingFieldEdit = true
    let outcome = driver.replaceText(edit)
    isHandlingFieldEdit = false
    switch outcome {
    case .rejected:
      return false
    case .accepted(let text, let caret):
      if edit.applied(to: base) == text { return true }
      textField.text = text
      if let position = textField.position(from: textField.beginningOfDocument, offset: caret) {
        textField.selectedTextRange = textField.textRange(from: position, to: position)
      }
      return false
    }
  }
}
#endif
