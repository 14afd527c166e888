#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Installs one HUD over its content and its ``LoadingHUDAction`` in the environment.
struct LoadingHUDContainer: ViewModifier {
  @StateObject private var driver: HUDDriver
  let touchPolicy: HUDTouchPolicy

  init(timing: HUDTiming, touchPolicy: HUDTouchPolicy) {
    self.touchPolicy = touchPolicy
    _driver = StateObject(wrappedValue: HUDDriver(timing: timing, touchPolicy: touchPolicy))
  }

  func body(content: Content) -> some View {
    content
      .environment(\.loadingHUD, LoadingHUDAction(driver: driver))
      .overlay(alignment: .center) { HUDOverlay(driver: driver) }
      .onChange(of: touchPolicy) { driver.setTouchPolicy($0) }
  }
}
#endif
