#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit

/// Where a ``LoadingHUDAction`` finds the HUD it shows: a container's own driver, or a window
/// scene's HUD, known only once the view is in a window.
@MainActor
protocol HUDDriverSource: AnyObject, Sendable {
  /// The driver to run calls on now, nil while there is none (the action then does nothing).
  var currentDriver: HUDDriver? { get }
}

extension HUDDriver: HUDDriverSource {
  /// A container's driver is its own source, there from the start.
  var currentDriver: HUDDriver? { self }
}
#endif
