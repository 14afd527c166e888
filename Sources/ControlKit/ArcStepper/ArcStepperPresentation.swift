/// What an arc stepper's progress looks like at an instant.
public struct ArcStepperPresentation: Hashable, Sendable {
  /// The fraction of the arc drawn, `0...1` (mid-animation, between the old and new step).
  public var fraction: Double

  /// Creates a presentation.
  public init(fraction: Double) {
    self.fraction = fraction
  }
}
