import ControlKit
import ControlKitTesting
import Testing

@testable import ControlKitSwiftUI

@MainActor
@Suite("Stepper bound to a Double")
struct StepperDoubleBindingTests {
  @Test func aDriftedDoubleBindingIsRoundedToTheStepsDigitsAndWrittenBack() throws {
    let configuration = try StepperConfiguration(
      minimum: dec("0.1"), maximum: dec("9.9"), step: dec("0.1"))
    let (model, _, recorder) = makeStepper(value: dec("0.1"), configuration: configuration)
    model.valueProvided((0.1 + 0.2).exactDecimal)
    #expect(model.driver.state.value == dec("0.3"))
    #expect(recorder.writes.map { Double(exactDecimal: $0) } == [0.3])
  }

  @Test func ninetyEightStepsFromPointOneReachNinePointNineExactly() throws {
    let configuration = try StepperConfiguration(
      minimum: dec("0.1"), maximum: dec("9.9"), step: dec("0.1"))
    let (model, _, recorder) = makeStepper(value: dec("0.1"), configuration: configuration)
    for _ in 0..<98 { model.adjust(.increment) }
    #expect(recorder.writes.last.map { Double(exactDecimal: $0) } == 9.9)
    #expect(model.driver.state.value.description == "9.9")
  }
}
