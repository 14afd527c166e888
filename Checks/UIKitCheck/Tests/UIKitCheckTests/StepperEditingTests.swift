import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Foundation
import Testing
import UIKit

@MainActor
@Suite("StepperControl text field")
struct StepperEditingTests {
  /// Asks the field's delegate, as UIKit does before each edit.
  func propose(_ stepper: StepperControl, _ location: Int, _ length: Int, _ text: String) -> Bool {
    let field = stepper.textField
    return field.delegate?.textField(
      field, shouldChangeCharactersIn: NSRange(location: location, length: length),
      replacementString: text) ?? true
  }

  @Test func editsAreProposedToTheCoreAndCommittedOnEnd() {
    let (stepper, _) = makeStepper(value: 1)
    let field = stepper.textField
    field.delegate?.textFieldDidBeginEditing(field)
    #expect(stepper.sentEvents == [.editingDidBegin])
    #expect(propose(stepper, 1, 0, "2"))  // accepted as typed: UIKit applies it
    field.text = "12"
    #expect(stepper.value == 1)
    field.delegate?.textFieldDidEndEditing(field)
    #expect(stepper.value == 12)
    #expect(stepper.sentEvents.contains(.editingDidEnd))
    #expect(stepper.sentEvents.contains(.valueChanged))
    #expect(stepper.count(StepperControl.interactionEndedEvent) == 1)
  }

  @Test func aRefusedEditChangesNothing() {
    let (stepper, _) = makeStepper(value: 1)
    let field = stepper.textField
    field.delegate?.textFieldDidBeginEditing(field)
    #expect(!propose(stepper, 0, 1, "x"))
    #expect(field.text == "1")
    #expect(!propose(stepper, 1, 0, "1234567890"))  // past the 9-character limit
    #expect(field.text == "1")
    #expect(stepper.value == 1)
  }

  @Test func fullWidthDigitsAreKeptAsTyped() {
    let (stepper, _) = makeStepper(value: 1)
    let field = stepper.textField
    field.delegate?.textFieldDidBeginEditing(field)
    // A Chinese input method sends full-width digits: accepted as typed, UIKit applies them.
    #expect(propose(stepper, 0, 1, "４２"))
    field.text = "４２"
    _ = field.delegate?.textFieldShouldReturn(field)
    #expect(stepper.value == 42)
  }

  @Test func utf16RangesSplittingAScalarAreRefused() {
    let (stepper, _) = makeStepper(value: 1)
    let field = stepper.textField
    field.delegate?.textFieldDidBeginEditing(field)
    #expect(!propose(stepper, 5, 0, "1"))  // past the end
    #expect(!propose(stepper, NSNotFound, 0, "1"))
  }
}
