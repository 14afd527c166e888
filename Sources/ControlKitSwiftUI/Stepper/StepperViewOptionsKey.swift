#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import SwiftUI

/// The environment key of the stepper modifiers' ``StepperViewOptions``: nothing set by default.
struct StepperViewOptionsKey: EnvironmentKey {
  static let defaultValue = StepperViewOptions()
}

extension EnvironmentValues {
  /// What the stepper modifiers asked of the ``StepperView``s below.
  var stepperViewOptions: StepperViewOptions {
    get { self[StepperViewOptionsKey.self] }
    set { self[StepperViewOptionsKey.self] = newValue }
  }
}
#endif
