/// Which way a step goes.
public enum StepperDirection: Hashable, Sendable, CaseIterable {
  /// Toward the maximum (the "+" button, Up).
  case increment
  /// Toward the minimum (the "−" button, Down).
  case decrement
}
