import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Foundation
import Testing
import UIKit

/// A stepper whose field is a ``CaretTextField``, through the control's field factory.
final class CaretStepper: StepperControl {
  override class func makeTextField() -> UITextField { CaretTextField(frame: .zero) }

  var field: CaretTextField? { textField as? CaretTextField }
}

/// Full-width digits from Chinese and Japanese input methods, which commit one digit at a time:
/// the core keeps them as typed (issue 34), so UIKit applies each edit and puts the caret after
/// it; digits of two numbering systems in one text are refused, and nothing moves.
@MainActor
@Suite("StepperControl caret")
struct StepperCaretTests {
  func makeField(value: FixedDecimal = 1) throws -> (CaretStepper, CaretTextField) {
    let stepper = CaretStepper(
      value: value, configuration: try StepperConfiguration(range: 0...9999), host: VirtualHost())
    stepper.locale = Locale(identifier: "en_US_POSIX")
    let field = try #require(stepper.field)
    field.delegate?.textFieldDidBeginEditing(field)
    return (stepper, field)
  }

  @Test func fullWidthDigitsTypedKeyByKeyKeepTheirOrder() throws {
    let (stepper, field) = try makeField()
    field.selection = 0..<1  // the value "1", selected
    field.type("３")
    #expect(field.text == "３")
    #expect(field.selection == 1..<1)
    field.type("４")
    #expect(field.text == "３４")
    #expect(field.selection == 2..<2)
    _ = field.delegate?.textFieldShouldReturn(field)
    #expect(stepper.value == 34)
  }

  @Test func overASelectionAndMidText() throws {
    let (stepper, field) = try makeField(value: 12)
    field.selection = 0..<2
    field.type("５")
    field.type("６")
    #expect(field.text == "５６")
    field.selection = 1..<1  // between 5 and 6
    field.type("７")
    #expect(field.text == "５７６")
    #expect(field.selection == 2..<2)
    field.type("8")  // ASCII among full-width digits: two numbering systems, refused
    #expect(field.text == "５７６")
    #expect(field.selection == 2..<2)
    _ = field.delegate?.textFieldShouldReturn(field)
    #expect(stepper.value == 576)
  }

  @Test func aPastedFullWidthNumberLeavesTheCaretAfterIt() throws {
    let (stepper, field) = try makeField(value: 5)
    field.selection = 1..<1
    field.type("１２")  // after the ASCII "5": refused, the caret stays
    #expect(field.text == "5")
    #expect(field.selection == 1..<1)
    field.selection = 0..<1
    field.type("５１２")  // over it: kept as pasted
    #expect(field.text == "５１２")
    #expect(field.selection == 3..<3)
    _ = field.delegate?.textFieldShouldReturn(field)
    #expect(stepper.value == 512)
  }
}
