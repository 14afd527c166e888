/// Who animates the HUD's spinner: the one spinner rule of every front-end.
///
/// GTK draws the core's spinner (``HUDSpinner``: 12 spokes, the bright one stepping once a
/// twelfth of a second, as `GtkSpinner` and `UIActivityIndicatorView` look), sampled from
/// ``HUDPresentation/spinnerPhase`` on the host's frames. UIKit and SwiftUI show their platform's
/// own indicator (`UIActivityIndicatorView`, `ProgressView`), which animates itself on the render
/// server: they say so with ``platform``, and the core asks their host for no frames while the
/// spinner turns (only while the box fades in or out). Either way the spinner runs exactly while
/// the HUD is on screen (``HUDState/isSpinnerRunning``), and a hidden or resting HUD costs no
/// wakeup.
public enum HUDSpinnerSource: Hashable, Sendable {
  /// The front-end draws the core's spinner at ``HUDPresentation/spinnerPhase``: the host ticks
  /// frames while it runs (the default; GTK).
  case core
  /// The front-end shows the platform's own spinner, which animates itself: the host ticks no
  /// frames for it and ``HUDPresentation/spinnerPhase`` stays nil (UIKit, SwiftUI).
  case platform
}
