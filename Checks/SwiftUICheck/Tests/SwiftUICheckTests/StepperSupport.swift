import ControlKit
import ControlKitTesting

@testable import ControlKitSwiftUI

/// Everything a stepper model told its view, in order.
@MainActor
final class StepperRecorder {
  var writes: [FixedDecimal] = []
  var editing: [Bool] = []

  init(_ model: StepperViewModel) {
    model.writeBinding = { [weak self] in self?.writes.append($0) }
    model.driver.onInteractingChanged = { [weak self] in self?.editing.append($0) }
  }
}

/// A stepper model on a virtual clock with a recorder.
@MainActor
func makeStepper(
  value: FixedDecimal = 1, configuration: StepperConfiguration = .default
) -> (StepperViewModel, VirtualHost, StepperRecorder) {
  let host = VirtualHost()
  let model = StepperViewModel(value: value, configuration: configuration, host: host)
  return (model, host, StepperRecorder(model))
}
