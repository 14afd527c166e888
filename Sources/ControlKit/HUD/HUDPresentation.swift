/// What a HUD looks like at an instant: its opacity and scale, the dimming behind it, its
/// spinner's phase and the app view it shows.
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
  /// How much of the palette's dimming (``HUDPalette/dimming``) covers the container, `0...1`:
  /// the box's ``opacity`` while the touch policy in force (``HUDState/activeTouchPolicy``)
  /// blocks every touch, so the dimming fades in and out with the box; 0 otherwise.
  ///
  /// The one dimming rule of every front-end: UIKit's `dimmingView` takes it as its alpha,
  /// SwiftUI's overlay as its opacity, GTK dims in the box's drawing area, drawn at ``opacity``.
  /// Through a fade-out the last task's (or status's) own policy is the one in force, and with
  /// none the HUD's, so a `.blocksAll` wait fades its dimming out with its box.
  public var dimmingOpacity: Double

  /// Creates a presentation.
  public init(
    opacity: Double, spinnerPhase: Double?, customIndicatorToken: HUDToken? = nil,
    scale: Double = 1, dimmingOpacity: Double = 0
  ) {
    self.opacity = opacity
    self.scale = scale
    self.spinnerPhase = spinnerPhase
    self.customIndicatorToken = customIndicatorToken
    self.dimmingOpacity = dimmingOpacity
  }

  /// The dimming to draw over the container in `palette`: its ``HUDPalette/dimming`` with the
  /// alpha scaled by ``dimmingOpacity``; nil when nothing is dimmed.
  public func dimming(in palette: HUDPalette) -> RGBA? {
    guard dimmingOpacity > 0 else { return nil }
    return palette.dimming.withAlpha(palette.dimming.alpha * dimmingOpacity)
  }
}
