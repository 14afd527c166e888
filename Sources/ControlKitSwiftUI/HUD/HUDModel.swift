#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Combine
import ControlKit

/// What a HUD modifier keeps as its state object: the core's ``HUDDriver`` on a ``TaskHost``,
/// and a revision published on every render so SwiftUI reads the overlay again.
///
/// Everything the HUD does is the driver's; this only tells SwiftUI when to look.
@MainActor
final class HUDModel: ObservableObject {
  /// Counts the redraws the session asked for; publishing it tells SwiftUI to read the view
  /// again.
  @Published private(set) var revision = 0
  /// The HUD's behaviour.
  let driver: HUDDriver

  /// A hidden HUD with `timing` and `touchPolicy` on a new ``TaskHost``.
  init(timing: HUDTiming, touchPolicy: HUDTouchPolicy) {
    driver = HUDDriver(timing: timing, touchPolicy: touchPolicy, host: TaskHost())
    driver.onRender = { [weak self] in self?.revision += 1 }
  }
}
#endif
