#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The simple HUD: one task, running while `isPresented` is true, speaking the language of
/// ``SwiftUI/View/controlLanguage(_:)`` or else the environment's locale, in the style of
/// ``SwiftUI/View/loadingHUDStyle(_:)``, only fading under Reduce Motion.
struct LoadingHUDPresenter: ViewModifier {
  @StateObject private var model: HUDModel
  @Environment(\.locale) private var locale
  @Environment(\.controlLanguage) private var chosenLanguage
  @Environment(\.loadingHUDStyle) private var style
  @Environment(\.loadingHUDTextMeasurer) private var measurer
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  let isPresented: Bool
  let title: String

  init(isPresented: Bool, title: String, timing: HUDTiming, touchPolicy: HUDTouchPolicy) {
    self.isPresented = isPresented
    self.title = title
    _model = StateObject(wrappedValue: HUDModel(timing: timing, touchPolicy: touchPolicy))
  }

  func body(content: Content) -> some View {
    content
      .overlay(alignment: .center) { HUDOverlay(model: model) }
      .onChange(of: isPresented) { model.driver.setPresented($0, content: .spinner(title)) }
      .onChange(of: title) { model.driver.setPresented(isPresented, content: .spinner($0)) }
      .onChange(of: locale) { model.driver.speak(in: $0, language: chosenLanguage) }
      .onChange(of: chosenLanguage) { model.driver.speak(in: locale, language: $0) }
      .onChange(of: style) { model.environmentChanged(style: $0, reduceMotion: reduceMotion) }
      .onChange(of: reduceMotion) { model.environmentChanged(style: style, reduceMotion: $0) }
      .onAppear {
        if let measurer { model.measurer = measurer }
        model.driver.speak(in: locale, language: chosenLanguage)
        model.environmentChanged(style: style, reduceMotion: reduceMotion)
        model.driver.setPresented(isPresented, content: .spinner(title))
      }
  }
}
#endif
