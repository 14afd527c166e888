import ControlKit
import ControlKitSwiftUI
import ControlKitTesting

/// Everything a stepper driver told its view, in order.
@MainActor
final class StepperRecorder {
  var writes: [FixedDecimal] = []
  var editing: [Bool] = []

  init(_ driver: StepperDriver) {
    driver.onValueChanged = { [weak self] in self?.writes.append($0) }
    driver.onEditingChanged = { [weak self] in self?.editing.append($0) }
  }
}

/// A stepper driver on a virtual clock with a recorder.
@MainActor
func makeStepper(
  value: FixedDecimal = 1, configuration: StepperConfiguration = .default
) -> (StepperDriver, VirtualHost, StepperRecorder) {
  let host = VirtualHost()
  let driver = StepperDriver(value: value, configuration: configuration, host: host)
  return (driver, host, StepperRecorder(driver))
}
