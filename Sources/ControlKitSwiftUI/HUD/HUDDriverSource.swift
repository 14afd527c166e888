#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import Foundation
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

  /// Starts a task following `progress` from `content` (``HUDProgressFollower``'s rules, UIKit's
  /// `LoadingHUD.follow`'s); nil while there is no driver.
  func follow(_ progress: Progress, content: HUDContent) -> HUDToken?
}

extension HUDDriver: HUDDriverSource {
  /// A driver is its own source, there from the start.
  var currentDriver: HUDDriver? { self }

  /// A bare driver has no view to draw the app's indicator in: its task shows the spinner.
  func begin(indicator view: AnyView, title: String, cancellable: Bool) -> HUDToken? {
    begin(HUDContent.spinner(title).cancellable(cancellable))
  }

  /// Follows `progress` with a follower chained after the owner's ``onEffect``.
  ///
  /// A bare driver's ``onEffect`` is its owner's: the follower of this `Progress` runs after it
  /// (and does nothing once its task has ended). Setting ``onEffect`` later drops it.
  func follow(_ progress: Progress, content: HUDContent) -> HUDToken? {
    let follower = HUDProgressFollower()
    let owners = onEffect
    onEffect = { [weak self] effect in
      owners?(effect)
      if let self { follower.handle(effect, on: self) }
    }
    return follower.follow(progress, content: content, on: self)
  }
}

extension HUDModel: HUDDriverSource {
  /// A container's model runs its own driver.
  var currentDriver: HUDDriver? { driver }

  /// A container's model follows the `Progress` with its own follower, sampled when its driver
  /// asks.
  func follow(_ progress: Progress, content: HUDContent) -> HUDToken? {
    progressFollower.follow(progress, content: content, on: driver)
  }
}
#endif
