/// What a HUD looks like at an instant: its opacity and its spinner's phase.
public struct HUDPresentation: Hashable, Sendable {
  /// The opacity, `0...1` (0 while hidden or waiting for the grace period).
  public var opacity: Double
  /// The spinner's phase (``HUDSpinner/phase(elapsed:)``), or nil when no spinner runs.
  public var spinnerPhase: Double?

  /// Creates a presentation.
  public init(opacity: Double, spinnerPhase: Double?) {
    self.opacity = opacity
    self.spinnerPhase = spinnerPhase
  }
}
