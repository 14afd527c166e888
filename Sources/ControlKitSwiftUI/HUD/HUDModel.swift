#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Combine
import ControlKit

/// What a HUD modifier keeps as its state object: the core's ``HUDDriver`` on a ``TaskHost``,
/// a revision published on every render so SwiftUI reads the overlay again, and a count of the
/// status haptics the core asked for, by kind, for `sensoryFeedback` to play on each change.
///
/// Everything the HUD does is the driver's; this only tells SwiftUI when to look.
@MainActor
final class HUDModel: ObservableObject {
  /// Counts the redraws the session asked for; publishing it tells SwiftUI to read the view
  /// again.
  @Published private(set) var revision = 0
  /// How many success haptics the core asked for (``HUDEffect/playHaptic(_:)``).
  @Published private(set) var successHaptics = 0
  /// How many error haptics the core asked for.
  @Published private(set) var errorHaptics = 0
  /// The HUD's behaviour.
  let driver: HUDDriver

  /// A hidden HUD with `timing` and `touchPolicy` on `host` (by default a new ``TaskHost``;
  /// tests pass a virtual clock).
  init(timing: HUDTiming, touchPolicy: HUDTouchPolicy, host: (any ControlHost)? = nil) {
    driver = HUDDriver(timing: timing, touchPolicy: touchPolicy, host: host ?? TaskHost())
    driver.onRender = { [weak self] in self?.revision += 1 }
    driver.onEffect = { [weak self] effect in
      guard case .playHaptic(let haptic) = effect, let self else { return }
      switch haptic {
      case .success: successHaptics += 1
      case .error: errorHaptics += 1
      }
    }
  }
}
#endif
