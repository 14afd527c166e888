#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Where a ``LoadingHUDAction`` finds the HUD it shows: a container's own, or a window scene's
/// HUD, known only once the view is in a window.
@MainActor
protocol HUDDriverSource: AnyObject, Sendable {
  /// The driver to run calls on now, nil while there is none (the action then does nothing).
  var currentDriver: HUDDriver? { get }

  /// Starts a task showing the app's `view` as its indicator, `title` under it; nil while there
  /// is no driver.
  func begin(indicator view: AnyView, title: String, cancellable: Bool) -> HUDToken?
}

extension HUDDriver: HUDDriverSource {
  /// A driver is its own source, there from the start.
  var currentDriver: HUDDriver? { self }

  /// A bare driver has no view to draw the app's indicator in: its task shows the spinner.
  func begin(indicator view: AnyView, title: String, cancellable: Bool) -> HUDToken? {
    begin(HUDContent.spinner(title).cancellable(cancellable))
  }
}

extension HUDModel: HUDDriverSource {
  /// A container's model runs its own driver.
  var currentDriver: HUDDriver? { driver }
}
#endif
