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
  /// Only the task on screen shows its view, by the core's one rule
  /// (``HUDPresentation/customIndicatorToken``): the view is in `boxView` while its task is the
  /// newest and no status covers it, and leaves the box when its task ends (once the box has
  /// faded out, when it was the last thing shown). Called from inside one of the HUD's callbacks
  /// (an effect handler, ``playStatusHaptic(_:)``), the task begins once that callback's event is
  /// handled, and its view shows from then. VoiceOver reaches the view as itself: while it shows,
  /// the box is a container whose title says what the box would.
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
    // Kept under the token `begin` returned until the core has the task: at once, unless this
    // runs inside one of the HUD's callbacks (the session queues the task after the event it is
    // handling, and the render right after it takes the view).
    appViews.add(AppIndicatorView(view: view, owner: owner), for: token)
    // Already in the core: the render for it ran before the view was known, so the view goes in
    // now, at the layout that render made (no second layout).
    if coreState.content(of: token) != nil { placeCustomView() }
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

  /// Puts the app view the core picks (``HUDPresentation/customIndicatorToken``) in the box at
  /// the indicator's frame and takes any other out; holds the views whose task the core now has
  /// and lets go of the views of tasks that ended and are no longer shown (``HUDAppViews``).
  func placeCustomView() {
    let old = shownCustomView
    let released = appViews.follow(coreState)
    let shown = shownCustomView
    for view in [old].compactMap({ $0 }) + released.map(\.view.view)
    where view !== shown && view.superview === boxView {
      view.removeFromSuperview()
    }
    guard let shown else { return }
    if shown.superview !== boxView { boxView.addSubview(shown) }
    if let layout = currentLayout, let indicator = layout.indicator {
      shown.frame = indicator.offsetBy(dx: -layout.box.minX, dy: -layout.box.minY).cgRect
    }
  }

  /// The app's view in the box now, if any.
  var shownCustomView: UIView? { appViews.shown?.view }

  /// Takes every app view out of the box and forgets them (a scene's HUD being released).
  func removeCustomViews() {
    for kept in appViews.removeAll() where kept.view.superview === boxView {
      kept.view.removeFromSuperview()
    }
  }
}
#endif
