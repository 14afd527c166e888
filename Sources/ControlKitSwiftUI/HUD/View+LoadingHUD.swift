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
}
#endif
