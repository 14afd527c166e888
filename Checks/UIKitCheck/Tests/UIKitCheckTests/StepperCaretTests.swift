import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Testing
import UIKit

/// A stepper whose field is a ``CaretTextField``, through the control's field factory.
final class CaretStepper: StepperControl {
  override class func makeTextField() -> UITextField { CaretTextField(frame: .zero) }

  var field: CaretTextField? { textField as? CaretTextField }
}

/// The caret after an edit the core rewrites (full-width digits, a paste) stands where the core
/// says, so the next key lands after it: Chinese and Japanese full-width input modes commit one
/// digit at a time (issue 20's rule, on `UITextField`).
@MainActor
@Suite("StepperControl caret")
struct StepperCaretTests {
  func makeField(value: FixedDecimal = 1) throws -> (CaretStepper, CaretTextField) {
    let stepper = CaretStepper(
      value: value, configuration: try StepperConfiguration(range: 0...9999), host: VirtualHost())
    let field = try #require(stepper.field)
    field.delegate?.textFieldDidBeginEditing(field)
    return (stepper, field)
  }

  @Test func fullWidthDigitsTypedKeyByKeyKeepTheirOrder() throws {
    let (stepper, field) = try makeField()
    field.selection = 0..<1  // the value "1", selected
    field.type("３")
    #expect(field.text == "3")
    #expect(field.selection == 1..<1)
    field.type("４")
    #expect(field.text == "34")
    #expect(field.selection == 2..<2)
    _ = field.delegate?.textFieldShouldReturn(field)
    #expect(stepper.value == 34)
  }

  @Test func overASelectionAndMidText() throws {
    let (stepper, field) = try makeField(value: 12)
    field.selection = 0..<2
    field.type("５")
    field.type("６")
    #expect(field.text == "56")
    field.selection = 1..<1  // between 5 and 6
    field.type("７")
    #expect(field.text == "576")
    #expect(field.selection == 2..<2)
    field.type("8")  // ASCII, accepted as typed: UIKit applies it
    #expect(field.text == "5786")
    _ = field.delegate?.textFieldShouldReturn(field)
    #expect(stepper.value == 5786)
  }

  @Test func aPastedFullWidthNumberLeavesTheCaretAfterIt() throws {
    let (stepper, field) = try makeField(value: 5)
    field.selection = 1..<1
    field.type("１２")
    #expect(field.text == "512")
    #expect(field.selection == 3..<3)
    _ = field.delegate?.textFieldShouldReturn(field)
    #expect(stepper.value == 512)
  }
}
