/// Who owns the value.
public enum StepperMode: Hashable, Sendable, CaseIterable {
  /// The stepper changes its value itself within its configuration and reports the changes.
  case selfManaged
  /// The articles' edit bar ("UI emits events, data drives UI"): the stepper only reports intents
  /// (`increaseRequested`, `decreaseRequested`, `commitRequested`) and shows the value its owner
  /// sends back with ``StepperEvent/ownerProvidedValue(_:at:)``.
  case controlled
}
