#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Installs one HUD over its content and its ``LoadingHUDAction`` in the environment; the HUD
/// speaks the language of the environment's locale.
struct LoadingHUDContainer: ViewModifier {
  @StateObject private var model: HUDModel
  @Environment(\.locale) private var locale
  let touchPolicy: HUDTouchPolicy

  init(timing: HUDTiming, touchPolicy: HUDTouchPolicy) {
    self.touchPolicy = touchPolicy
    _model = StateObject(wrappedValue: HUDModel(timing: timing, touchPolicy: touchPolicy))
  }

  func body(content: Content) -> some View {
    content
      .environment(\.loadingHUD, LoadingHUDAction(source: model))
      .overlay(alignment: .center) { HUDOverlay(model: model) }
      .onChange(of: touchPolicy) { model.driver.touchPolicy = $0 }
      .onChange(of: locale) { model.driver.setLanguage(ControlLanguage(locale: $0)) }
      .onAppear { model.driver.setLanguage(ControlLanguage(locale: locale)) }
  }
}
#endif
