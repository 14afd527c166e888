#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Installs one HUD over its content and its ``LoadingHUDAction`` in the environment; the HUD
/// speaks the language of the environment's locale.
struct LoadingHUDContainer: ViewModifier {
  @StateObject private var driver: HUDDriver
  @Environment(\.locale) private var locale
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
      .onChange(of: locale) { driver.setLanguage(ControlLanguage(locale: $0)) }
      .onAppear { driver.setLanguage(ControlLanguage(locale: locale)) }
  }
}
#endif
