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
  /// environment's locale, takes `touchPolicy` and the style of ``loadingHUDStyle(_:)`` (when one
  /// is set; UIKit code's otherwise) and `timing` (the grace period, minimum show time, status
  /// reading times, a fade or a zoom). The scene's HUD is made once, by the first call for the
  /// scene, UIKit's or this modifier's, and keeps that call's timing.
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
  public func sceneLoadingHUD(
    timing: HUDTiming = HUDTiming(), touchPolicy: HUDTouchPolicy = .blocksBox
  ) -> some View {
    modifier(SceneLoadingHUD(timing: timing, touchPolicy: touchPolicy))
  }

  /// Lays out and paints the loading HUDs of the modifiers this view holds
  /// (``loadingHUDContainer(timing:touchPolicy:)``, ``loadingHUD(isPresented:title:timing:touchPolicy:)``,
  /// ``sceneLoadingHUD(timing:touchPolicy:)``) with `style`: the core's ``ControlKit/HUDStyle``,
  /// the same on UIKit and GTK.
  ///
  /// The placement (centre, top, bottom, with an offset), the details line's font and line
  /// limit, the progress bar's size, a minimum or square box and the box style (the theme's
  /// palette, SwiftUI's `Material.regular`, or your colours) are all the style's. Put it outside
  /// the HUD modifier, as the environment flows inward:
  ///
  /// ```swift
  /// var style = HUDStyle()
  /// style.placement = .bottom(offset: 40)
  /// style.boxStyle = .material
  ///
  /// ContentView()
  ///   .loadingHUDContainer()
  ///   .loadingHUDStyle(style)
  /// ```
  public func loadingHUDStyle(_ style: HUDStyle) -> some View {
    environment(\.loadingHUDStyle, style)
  }
}
#endif
