#if canImport(UIKit)
public import ControlKit
import Foundation
public import UIKit

extension LoadingHUD {
  /// The scene HUDs, by scene: made once per scene, released when it disconnects.
  @MainActor static var sceneHUDs: [ObjectIdentifier: LoadingHUD] = [:]
  /// The disconnect observers, by scene.
  @MainActor static var sceneObservers: [ObjectIdentifier: any NSObjectProtocol] = [:]

  /// The HUD of `scene`, above everything the app shows in it (alerts, sheets, full-screen
  /// covers): the same one on every call for that scene, in its own ``LoadingHUDWindow``.
  ///
  /// Several scenes, several HUDs; no `keyWindow`, no `UIScreen.main` (neither exists on
  /// visionOS). The window is never key, hidden and touch-free while the HUD is idle, and
  /// released with the HUD when the scene disconnects (`UIScene.didDisconnectNotification`).
  ///
  /// ```swift
  /// guard let scene = view.window?.windowScene else { return }
  /// let hud = LoadingHUD.hud(for: scene)
  /// try await hud.during(.spinner("Uploading").cancellable()) { try await upload() }
  /// ```
  ///
  /// - Parameters:
  ///   - scene: the window scene to cover.
  ///   - language: the language of a new HUD; ignored when the scene already has one.
  ///   - host: the platform for a new HUD (a test's virtual clock); ignored likewise.
  public static func hud(
    for scene: UIWindowScene, language: ControlLanguage? = nil, host: (any ControlHost)? = nil
  ) -> LoadingHUD {
    sceneHUD(for: scene, timing: nil, language: language, host: host)
  }

  /// The HUD of `scene` (see `hud(for: UIWindowScene)`), made with `timing` when the scene has
  /// none yet: the grace period, minimum show time, status reading times and the animation
  /// (``HUDTiming/animation``: a fade, or MBProgressHUD's zoom).
  ///
  /// The scene's HUD is made once: it keeps the timing of the call that made it, and a later
  /// call's `timing` is ignored, as its `language` is. Per-task choices travel with the task's
  /// content instead (``HUDContent/blocking(_:)``, ``HUDContent/placed(_:)``).
  ///
  /// ```swift
  /// guard let scene = view.window?.windowScene else { return }
  /// let hud = LoadingHUD.hud(for: scene, timing: HUDTiming(animation: .zoom))
  /// ```
  ///
  /// - Parameters:
  ///   - scene: the window scene to cover.
  ///   - timing: the timing of a new HUD; ignored when the scene already has one.
  ///   - language: the language of a new HUD; ignored likewise.
  ///   - host: the platform for a new HUD (a test's virtual clock); ignored likewise.
  public static func hud(
    for scene: UIWindowScene, timing: HUDTiming, language: ControlLanguage? = nil,
    host: (any ControlHost)? = nil
  ) -> LoadingHUD {
    sceneHUD(for: scene, timing: timing, language: language, host: host)
  }

  /// The scene's HUD, made with `timing` (the core's default when nil) if it has none.
  static func sceneHUD(
    for scene: UIWindowScene, timing: HUDTiming?, language: ControlLanguage?,
    host: (any ControlHost)?
  ) -> LoadingHUD {
    let key = ObjectIdentifier(scene)
    if let existing = sceneHUDs[key] {
      if existing.sceneWindow?.windowScene === scene { return existing }
      // A scene gone without disconnecting left its HUD under a reused address: drop it.
      releaseSceneHUD(for: key)
    }
    let hud = LoadingHUD(timing: timing ?? HUDTiming(), language: language, host: host)
    _ = LoadingHUDWindow(hud: hud, windowScene: scene)
    sceneHUDs[key] = hud
    sceneObservers[key] = NotificationCenter.default.addObserver(
      forName: UIScene.didDisconnectNotification, object: scene, queue: nil
    ) { _ in
      MainActor.assumeIsolated { releaseSceneHUD(for: key) }
    }
    return hud
  }

  /// The window of a scene's HUD (see `hud(for: UIWindowScene)`), nil for a
  /// HUD over a view or once its scene has disconnected.
  public var windowForScene: UIWindow? { sceneWindow }

  /// Takes the HUD of the scene `key` down: its window hidden and detached, its session ended.
  static func releaseSceneHUD(for key: ObjectIdentifier) {
    if let observer = sceneObservers.removeValue(forKey: key) {
      NotificationCenter.default.removeObserver(observer)
    }
    guard let hud = sceneHUDs.removeValue(forKey: key) else { return }
    hud.removeCustomViews()
    hud.driver.invalidate()
    hud.sceneWindow?.isHidden = true
    hud.sceneWindow?.windowScene = nil
    hud.sceneWindow = nil
  }
}
#endif
