#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Puts the window scene's HUD in the environment as `\.loadingHUD`: UIKit's scene HUD, in its
/// own window above the scene's sheets, full-screen covers, popovers and alerts.
///
/// Sheets, covers and popovers inherit the environment of the view that presents them (since
/// the iOS 14 SDK), so one modifier at the root reaches views inside them; the HUD shows above
/// them because its window is above the scene's others. Each scene's root holds its own link,
/// so several scenes get several HUDs.
struct SceneLoadingHUD: ViewModifier {
  /// The link to the scene's HUD, made once for the view's lifetime.
  @State private var link: SceneHUDLink
  @Environment(\.locale) private var locale
  @Environment(\.loadingHUDStyle) private var style
  let touchPolicy: HUDTouchPolicy

  init(timing: HUDTiming, touchPolicy: HUDTouchPolicy) {
    self.touchPolicy = touchPolicy
    _link = State(wrappedValue: SceneHUDLink(timing: timing, touchPolicy: touchPolicy))
  }

  func body(content: Content) -> some View {
    content
      .environment(\.loadingHUD, LoadingHUDAction(source: link))
      .background { SceneHUDProbe(link: link) }
      .onChange(of: touchPolicy) { link.touchPolicy = $0 }
      .onChange(of: locale) { link.language = ControlLanguage(locale: $0) }
      .onChange(of: style) { link.style = $0 }
      .onAppear {
        link.language = ControlLanguage(locale: locale)
        link.style = style
      }
  }
}
#endif
