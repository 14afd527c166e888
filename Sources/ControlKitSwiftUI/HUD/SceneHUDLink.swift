#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import ControlKit
import ControlKitUIKit
import Foundation
import SwiftUI
import UIKit

/// The window scene's HUD as the source of a ``LoadingHUDAction``: found when the view holding
/// the link reaches a window, followed when it moves to another scene's window.
///
/// The HUD is UIKit's `LoadingHUD.hud(for:)` of that scene, in its own window above the scene's
/// sheets, full-screen covers, popovers and alerts, so UIKit and SwiftUI code in one scene share
/// one HUD. The link holds it weakly: the scene keeps it until it disconnects.
@MainActor
final class SceneHUDLink: HUDDriverSource {
  /// The touch policy given to the scene's HUD when the link finds it, and on each change.
  var touchPolicy: HUDTouchPolicy {
    didSet { hud?.touchPolicy = touchPolicy }
  }
  /// The language of the view's environment, given to the scene's HUD (see
  /// `HUDDriver.setLanguage(_:)`: it takes effect once the HUD is idle).
  var language: ControlLanguage? {
    didSet { if let language { hud?.language = language } }
  }
  /// The style given to the scene's HUD when the link finds it, and on each change
  /// (``SwiftUI/View/loadingHUDStyle(_:)``).
  var style: HUDStyle? {
    didSet { if let style { hud?.style = style } }
  }
  /// The timing of the scene's HUD if this link makes it
  /// (``SwiftUI/View/sceneLoadingHUD(timing:touchPolicy:)``).
  ///
  /// A scene's HUD is made once, by the first call for that scene (UIKit's or this link's), and
  /// keeps that call's timing: UIKit's `LoadingHUD.hud(for:timing:language:host:)` ignores a
  /// later call's, as it does its language.
  let timing: HUDTiming
  /// The host a new scene HUD runs on; nil for UIKit's (tests pass a virtual clock).
  let host: (any ControlHost)?
  /// The scene's HUD, once the view is in one of its windows.
  private(set) weak var hud: LoadingHUD?

  /// A link not yet in a window, giving `touchPolicy` to the HUD it finds.
  init(
    timing: HUDTiming = HUDTiming(), touchPolicy: HUDTouchPolicy, host: (any ControlHost)? = nil
  ) {
    self.timing = timing
    self.touchPolicy = touchPolicy
    self.host = host
  }

  /// The scene HUD's driver; nil until the view is in a window.
  var currentDriver: HUDDriver? { hud?.driver }

  /// Starts a task on the scene's HUD showing `view` as its indicator; nil until the view is in
  /// a window.
  ///
  /// The view is hosted in a `UIHostingController` whose view reports its ideal size
  /// (`sizingOptions = .intrinsicContentSize`); UIKit's HUD places that view as it does an app's
  /// `UIView` and keeps the controller alive as long as the view.
  func begin(indicator view: AnyView, title: String, cancellable: Bool) -> HUDToken? {
    guard let hud else { return nil }
    let controller = UIHostingController(rootView: view)
    controller.sizingOptions = .intrinsicContentSize
    controller.view.backgroundColor = nil
    let ideal = controller.view.intrinsicContentSize
    return hud.begin(
      indicator: controller.view, keeping: controller, title: title, cancellable: cancellable,
      size: ideal.width > 0 && ideal.height > 0 ? ideal : nil)
  }

  /// The view is now in a window of `scene` (nil: out of any window, which keeps the HUD so
  /// tasks under way still end on it).
  func attach(to scene: UIWindowScene?) {
    guard let scene else { return }
    let found = LoadingHUD.hud(for: scene, timing: timing, language: language, host: host)
    guard found !== hud else { return }
    found.touchPolicy = touchPolicy
    if let language { found.language = language }
    if let style { found.style = style }
    hud = found
  }
}
#endif
