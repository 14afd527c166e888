import Testing

@testable import ControlKit

/// A decimal from canonical text; records an issue (and returns 0) for a typo in a test.
func dec(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> FixedDecimal {
  guard let value = FixedDecimal(parsing: text) else {
    Issue.record("not a canonical decimal: \(text)", sourceLocation: sourceLocation)
    return .zero
  }
  return value
}

/// The article's price bar: 0.1 … 9.9 in steps of 0.1.
func priceConfiguration() throws -> StepperConfiguration {
  try StepperConfiguration(range: 0.1...9.9, step: 0.1)
}

/// A quantity stepper 0 … 10 (or `maximum`), step 1.
func quantityConfiguration(
  maximum: FixedDecimal = 10, wraps: Bool = false, hidesDecrementAtMinimum: Bool = false
) throws -> StepperConfiguration {
  try StepperConfiguration(
    minimum: 0, maximum: maximum, step: 1, wraps: wraps,
    hidesDecrementAtMinimum: hidesDecrementAtMinimum)
}

/// Asserts every public field of a stepper state.
func expectState(
  _ state: StepperState, value: FixedDecimal, editingText: String? = nil,
  hold: StepperHold? = nil, isEnabled: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(state.value == value, sourceLocation: sourceLocation)
  #expect(
    state.value.scale == UInt8(state.configuration.fractionDigits), sourceLocation: sourceLocation)
  #expect(state.editingText == editingText, sourceLocation: sourceLocation)
  #expect(state.hold == hold, sourceLocation: sourceLocation)
  #expect(state.isEnabled == isEnabled, sourceLocation: sourceLocation)
  #expect(state.pendingTimerDeadline == hold?.deadline, sourceLocation: sourceLocation)
  #expect(state.repeatCount == (hold?.repeatCount ?? 0), sourceLocation: sourceLocation)
}

/// Values changed by effects, in order.
func changes(_ effects: [StepperEffect]) -> [FixedDecimal] {
  effects.compactMap {
    if case .valueChanged(_, let new, _) = $0 { return new }
    return nil
  }
}
