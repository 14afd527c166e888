#if canImport(SwiftUI) && !canImport(UIKit) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Where SwiftUI has no UIKit (macOS): the scene HUD is a container over the view it modifies.
///
/// A macOS sheet is a window of its own, so a HUD started inside one shows over the window
/// behind it; put ``SwiftUI/View/loadingHUDContainer(timing:touchPolicy:)`` on the sheet's
/// content for a HUD over the sheet.
struct SceneLoadingHUD: ViewModifier {
  let timing: HUDTiming
  let touchPolicy: HUDTouchPolicy

  init(timing: HUDTiming, touchPolicy: HUDTouchPolicy) {
    self.timing = timing
    self.touchPolicy = touchPolicy
  }

  func body(content: Content) -> some View {
    content.modifier(LoadingHUDContainer(timing: timing, touchPolicy: touchPolicy))
  }
}
#endif
