#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit
public import SwiftUI

extension View {
  /// Shows a loading HUD titled `title` over this view while `isPresented` is true, with the
  /// core's grace period (a fast task never flashes it) and minimum show time.
  ///
  /// The HUD never changes `isPresented` itself (it is not dismissed by the user), so it takes
  /// a value rather than a binding. For several concurrent tasks, use
  /// ``loadingHUDContainer(timing:touchPolicy:)`` and the environment's ``LoadingHUDAction``.
  ///
  /// ```swift
  /// List(items) { ... }
  ///   .loadingHUD(isPresented: model.isLoading, title: "Loading…")
  /// ```
  public func loadingHUD(
    isPresented: Bool, title: String = "", timing: HUDTiming = HUDTiming(),
    touchPolicy: HUDTouchPolicy = .blocksBox
  ) -> some View {
    modifier(
      LoadingHUDPresenter(
        isPresented: isPresented, title: title, timing: timing, touchPolicy: touchPolicy))
  }

  /// Installs one loading HUD over this view (put it at the root of a scene) and its
  /// ``LoadingHUDAction`` in the environment as `\.loadingHUD`, for every view inside.
  ///
  /// ```swift
  /// WindowGroup {
  ///   ContentView().loadingHUDContainer()
  /// }
  /// ```
  public func loadingHUDContainer(
    timing: HUDTiming = HUDTiming(), touchPolicy: HUDTouchPolicy = .blocksBox
  ) -> some View {
    modifier(LoadingHUDContainer(timing: timing, touchPolicy: touchPolicy))
  }

  /// Puts the loading HUD of this view's window scene in the environment as `\.loadingHUD`,
  /// for every view inside, including the content of sheets, full-screen covers and popovers
  /// presented from inside: the HUD shows above them all, and above alerts.
  ///
  /// Put it at the root of each window group. The HUD is the UIKit front-end's scene HUD
  /// (`LoadingHUD.hud(for: UIWindowScene)`): its own window in the scene, never key (the
  /// keyboard and focus stay where they are), hidden and touch-free while idle. Each scene has
  /// one, shared with UIKit code in that scene; several scenes, several HUDs. It speaks the
  /// environment's locale, and takes `touchPolicy`.
  ///
  /// ```swift
  /// WindowGroup {
  ///   ContentView().sceneLoadingHUD()
  /// }
  ///
  /// // Anywhere inside, a sheet's content too:
  /// @Environment(\.loadingHUD) private var hud
  /// Button("Upload") {
  ///   Task { try await hud.during(.progress(0, "Uploading").cancellable()) { try await upload() } }
  /// }
  /// ```
  ///
  /// The action is installed at once (``LoadingHUDAction/isInstalled``) but shows nothing until
  /// the view is in a window, which it is before anyone can tap it. Where SwiftUI has no UIKit
  /// (macOS) this is ``loadingHUDContainer(timing:touchPolicy:)`` over this view: a macOS sheet
  /// is a window of its own, so give its content a container of its own.
  public func sceneLoadingHUD(touchPolicy: HUDTouchPolicy = .blocksBox) -> some View {
    modifier(SceneLoadingHUD(touchPolicy: touchPolicy))
  }
}
#endif
