/// What a HUD looks like at an instant: its opacity and scale, its spinner's phase and the app
/// view it shows.
public struct HUDPresentation: Hashable, Sendable {
  /// The opacity, `0...1` (0 while hidden or waiting for the grace period).
  public var opacity: Double
  /// The box's scale about its centre: 1, or `0.5...1` while a zoom (``HUDAnimation/zoom``)
  /// shows or hides it.
  public var scale: Double
  /// The core spinner's phase (``HUDSpinner/phase(elapsed:)``), or nil when no spinner runs or
  /// the platform animates its own (``HUDSpinnerSource/platform``).
  public var spinnerPhase: Double?
  /// The task whose app view is on screen (``HUDState/customIndicatorToken``), or nil.
  public var customIndicatorToken: HUDToken?

  /// Creates a presentation.
  public init(
    opacity: Double, spinnerPhase: Double?, customIndicatorToken: HUDToken? = nil,
    scale: Double = 1
  ) {
    self.opacity = opacity
    self.scale = scale
    self.spinnerPhase = spinnerPhase
    self.customIndicatorToken = customIndicatorToken
  }
}
