#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The simple HUD: one task, running while `isPresented` is true, speaking the language of the
/// environment's locale.
struct LoadingHUDPresenter: ViewModifier {
  @StateObject private var driver: HUDDriver
  @Environment(\.locale) private var locale
  let isPresented: Bool
  let title: String

  init(isPresented: Bool, title: String, timing: HUDTiming, touchPolicy: HUDTouchPolicy) {
    self.isPresented = isPresented
    self.title = title
    _driver = StateObject(wrappedValue: HUDDriver(timing: timing, touchPolicy: touchPolicy))
  }

  func body(content: Content) -> some View {
    content
      .overlay(alignment: .center) { HUDOverlay(driver: driver) }
      .onChange(of: isPresented) { driver.setPresented($0, content: .spinner(title)) }
      .onChange(of: title) { driver.setPresented(isPresented, content: .spinner($0)) }
      .onChange(of: locale) { driver.setLanguage(ControlLanguage(locale: $0)) }
      .onAppear {
        driver.setLanguage(ControlLanguage(locale: locale))
        driver.setPresented(isPresented, content: .spinner(title))
      }
  }
}
#endif
