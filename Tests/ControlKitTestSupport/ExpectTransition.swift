public import ControlKit
public import Testing

/// Sends `event` to `state` and checks the whole outcome, as TCA's `TestStore` does: exactly
/// `effects`, and a new state equal to the old one with `changes` applied, so a field that moved
/// without being named fails the test.
///
/// ```swift
/// var arc = ArcStepperState(configuration: .article, bounds: bounds)
/// expectTransition(&arc, .keyPressed(.end, at: ms(0)), effects: [...]) {
///   $0.currentStep = 10
///   $0.animation = ...
/// }
/// ```
///
/// - Parameters:
///   - state: the state, updated to what the reducer made of it.
///   - event: the event to send.
///   - effects: the effects the reducer must return, in order.
///   - changes: how the expected state differs from the state before the event.
public func expectTransition<Machine: ControlMachine & Equatable>(
  _ state: inout Machine, _ event: Machine.Event, effects: [Machine.Effect],
  changes: (inout Machine) -> Void = { _ in },
  sourceLocation: SourceLocation = #_sourceLocation
) where Machine.Effect: Equatable {
  var expected = state
  changes(&expected)
  var actual: [Machine.Effect] = []
  state.reduce(event, into: &actual)
  #expect(actual == effects, sourceLocation: sourceLocation)
  #expect(state == expected, sourceLocation: sourceLocation)
}
