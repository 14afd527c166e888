#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Installs one HUD over its content and its ``LoadingHUDAction`` in the environment; the HUD
/// speaks the language of ``SwiftUI/View/controlLanguage(_:)`` or else the environment's locale,
/// takes its style from
/// ``SwiftUI/View/loadingHUDStyle(_:)`` and only fades under Reduce Motion.
struct LoadingHUDContainer: ViewModifier {
  @StateObject private var model: HUDModel
  @Environment(\.locale) private var locale
  @Environment(\.controlLanguage) private var chosenLanguage
  @Environment(\.loadingHUDStyle) private var style
  @Environment(\.loadingHUDTextMeasurer) private var measurer
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
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
      .onChange(of: locale) { model.driver.speak(in: $0, language: chosenLanguage) }
      .onChange(of: chosenLanguage) { model.driver.speak(in: locale, language: $0) }
      .onChange(of: style) { model.environmentChanged(style: $0, reduceMotion: reduceMotion) }
      .onChange(of: reduceMotion) { model.environmentChanged(style: style, reduceMotion: $0) }
      .onAppear {
        if let measurer { model.measurer = measurer }
        model.driver.speak(in: locale, language: chosenLanguage)
        model.environmentChanged(style: style, reduceMotion: reduceMotion)
      }
  }
}
#endif
