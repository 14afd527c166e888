#if canImport(UIKit)
public import ControlKit
import Foundation
public import UIKit

extension LoadingHUD {
  /// Starts a task that shows the app's own `view` where the spinner goes, `title` under it.
  ///
  /// The view is measured (Auto Layout's smallest size,
  /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`, else its
  /// `intrinsicContentSize`, else its bounds' size) unless `size` is given, and the core lays
  /// it out like the spinner (``HUDContent/custom(size:_:)``): centred at the top of the box,
  /// the title (at most two lines) and a Cancel button under it, shrunk keeping its aspect
  /// ratio when the box cannot hold it. The HUD sets its frame.
  ///
  /// Only the task on screen shows its view: the view is in ``boxView`` while its task is the
  /// newest and no status covers it, and leaves the box when its task ends (once the box has
  /// faded out, when it was the last thing shown). VoiceOver reaches the view as itself: while
  /// it shows, the box is a container whose title says what the box would.
  ///
  /// ```swift
  /// let cloud = UIImageView(image: UIImage(systemName: "icloud.and.arrow.up"))
  /// let token = hud.begin(indicator: cloud, title: "Uploading")
  /// hud.end(token)
  /// ```
  ///
  /// - Parameters:
  ///   - view: the app's view (an animation, a drawing).
  ///   - title: the text under it; empty for none.
  ///   - cancellable: whether the task shows a Cancel button (``HUDContent/cancellable(_:)``).
  ///   - size: the view's size in points; nil measures it.
  /// - Returns: the task's token; ``HUDFrontEnd/end(_:)`` ends the task.
  @discardableResult
  public func begin(
    indicator view: UIView, title: String = "", cancellable: Bool = false, size: CGSize? = nil
  ) -> HUDToken {
    begin(indicator: view, keeping: nil, title: title, cancellable: cancellable, size: size)
  }

  /// ``begin(indicator:title:cancellable:size:)`` keeping `owner` alive as long as the view:
  /// the `UIHostingController` of a SwiftUI view, whose view is the one shown.
  package func begin(
    indicator view: UIView, keeping owner: AnyObject?, title: String, cancellable: Bool,
    size: CGSize?
  ) -> HUDToken {
    let measured = size ?? Self.measuredSize(of: view)
    let token = begin(HUDContent.custom(size: Size(measured), title).cancellable(cancellable))
    customViews[token] = view
    customViewOwners[token] = owner
    render()
    return token
  }

  /// Shows the app's own `view` (see ``begin(indicator:title:cancellable:size:)``) around `work`, run in
  /// its own Swift `Task`: the task ends however `work` finishes, and its Cancel button, when
  /// `cancellable`, cancels that `Task`.
  ///
  /// ```swift
  /// let report = try await hud.during(indicator: animationView, title: "Exporting", cancellable: true) {
  ///   try await exporter.run()
  /// }
  /// ```
  public func during<Result: Sendable>(
    indicator view: UIView, title: String = "", cancellable: Bool = false, size: CGSize? = nil,
    _ work: @escaping @MainActor () async throws -> Result
  ) async throws -> Result {
    let token = begin(indicator: view, title: title, cancellable: cancellable, size: size)
    return try await driver.during(token, work)
  }

  /// Shows the app's own `view` around `work` that cannot throw (see the throwing
  /// `during(indicator:title:cancellable:size:_:)`); Cancel cancels its `Task`.
  public func during<Result: Sendable>(
    indicator view: UIView, title: String = "", cancellable: Bool = false, size: CGSize? = nil,
    _ work: @escaping @MainActor () async -> Result
  ) async -> Result {
    let token = begin(indicator: view, title: title, cancellable: cancellable, size: size)
    return await driver.during(token, work)
  }

  /// The size an app's view asks for: Auto Layout's smallest, else its intrinsic content size,
  /// else its bounds' size (a view sized by hand).
  static func measuredSize(of view: UIView) -> CGSize {
    let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    if fitting.width > 0, fitting.height > 0 { return fitting }
    let intrinsic = view.intrinsicContentSize
    if intrinsic.width > 0, intrinsic.height > 0 { return intrinsic }
    return view.bounds.size
  }

  /// Puts the view of the task on screen in the box at the indicator's frame while the box is
  /// on screen, and takes every other app view out; forgets the views of tasks that ended.
  func placeCustomView() {
    let state = coreState
    for token in customViews.keys where state.content(of: token) == nil {
      customViews[token] = nil
      customViewOwners[token] = nil
    }
    var shown: UIView?
    var shownOwner: AnyObject?
    if case .custom = state.displayedContent?.indicator, state.status == nil,
      state.phase.isOnScreen
    {
      if let newest = state.activeTokens.last {
        shown = customViews[newest]
        shownOwner = customViewOwners[newest]
      } else {
        // Every task ended and the box is still up (its minimum time, its fade): it keeps
        // showing the last content, view included, as it does a spinner.
        shown = shownCustomView
        shownOwner = shownCustomViewOwner
      }
    }
    if let old = shownCustomView, old !== shown, old.superview === boxView {
      old.removeFromSuperview()
    }
    shownCustomView = shown
    shownCustomViewOwner = shown == nil ? nil : shownOwner
    guard let shown else { return }
    if shown.superview !== boxView { boxView.addSubview(shown) }
    if let layout = currentLayout, let indicator = layout.indicator {
      shown.frame = indicator.offsetBy(dx: -layout.box.minX, dy: -layout.box.minY).cgRect
    }
  }

  /// Takes every app view out of the box and forgets them (a scene's HUD being released).
  func removeCustomViews() {
    if let shown = shownCustomView, shown.superview === boxView { shown.removeFromSuperview() }
    shownCustomView = nil
    shownCustomViewOwner = nil
    customViews = [:]
    customViewOwners = [:]
  }
}
#endif
