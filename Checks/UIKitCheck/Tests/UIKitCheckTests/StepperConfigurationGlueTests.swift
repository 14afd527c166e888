import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Testing
import UIKit

@MainActor
@Suite("StepperControl inspectables, PPNumberButton surface, edit bar")
struct StepperConfigurationGlueTests {
  @Test func inspectablesApplyInAnyOrder() {
    let (stepper, _) = makeStepper(value: 0)
    stepper.minimumValue = 200  // above the old maximum: kept until the range is valid
    #expect(stepper.configuration.minimum == 0)
    stepper.maximumValue = 500
    #expect(stepper.configuration.minimum == 200 && stepper.configuration.maximum == 500)
    #expect(stepper.value == 200)
    stepper.stepValue = 0.1
    #expect(stepper.configuration.fractionDigits == 1)
    stepper.doubleValue = 300.3
    #expect(stepper.value == dec("300.3"))
    stepper.wraps = true
    stepper.cartMode = true
    stepper.shakesAtLimit = false
    #expect(stepper.configuration.wraps && stepper.configuration.hidesDecrementAtMinimum)
    #expect(!stepper.configuration.limitFeedback.contains(.shake))
  }

  @Test func storyboardInitialiserWorks() {
    #expect(StepperControl(coder: NSCoder()) != nil)
  }

  @Test func ppNumberButtonSurface() {
    let (stepper, host) = makeStepper(value: 1)
    var results: [String] = []
    stepper.numberResult { results.append($0) }
    stepper.minValue = 1
    stepper.maxValue = 3
    stepper.shakeAnimation = true
    stepper.decreaseHide = true
    stepper.currentNumber = "0"
    #expect(stepper.currentNumber == "1")
    #expect(stepper.decrementButton.isHidden)
    tap(stepper, x: 150, host: host)
    tap(stepper, x: 150, host: host)
    tap(stepper, x: 150, host: host)
    #expect(results == ["2", "3"])
    #expect(stepper.value == 3)
    stepper.setTitle(decreaseTitle: "减", increaseTitle: "加")
    #expect(stepper.incrementButton.title(for: .normal) == "加")
    stepper.setImage(decreaseImage: UIImage(), increaseImage: UIImage())
    // The images are drawn by the core's list (StepperDrawingConformanceTests): no titles left.
    #expect(stepper.decrementButton.title(for: .normal) == nil)
    #expect(stepper.decrementButton.isHidden)
    let font = UIFont.systemFont(ofSize: 20, weight: .medium)
    stepper.buttonTitleFont(font)
    #expect(stepper.incrementButton.titleLabel?.font === font)
  }

  // The articles' edit bar ("UI emits events, data drives UI"): the price bar 0.1 … 9.9 in
  // controlled mode. The owner decides every value; here it accepts the core's proposals.
  @Test func priceEditBarInControlledMode() throws {
    let configuration = try StepperConfiguration(
      minimum: dec("0.1"), maximum: dec("9.9"), step: dec("0.1"))
    let (bar, host) = makeStepper(
      value: dec("9.8"), configuration: configuration, mode: .controlled)
    var price = dec("9.8")
    var requests: [String] = []
    bar.onIncreaseRequested = { steps, _ in requests.append("+\(steps)") }
    bar.onValueProposed = { proposed, _ in
      price = proposed
      bar.setValue(proposed)
    }
    tap(bar, x: 150, host: host)
    #expect(requests == ["+1"])
    #expect(price == dec("9.9") && bar.text == "9.9")
    let field = bar.textField
    field.delegate?.textFieldDidBeginEditing(field)
    _ = field.delegate?.textField(
      field, shouldChangeCharactersIn: NSRange(location: 0, length: 3), replacementString: "12")
    field.text = "12"
    field.delegate?.textFieldDidEndEditing(field)
    #expect(price == dec("9.9"))  // above the maximum: the proposal is clamped
    bar.setValue(dec("0.1"))
    #expect(bar.text == "0.1" && bar.value == dec("0.1"))
  }
}
