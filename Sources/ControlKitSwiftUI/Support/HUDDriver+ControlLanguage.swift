#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import Foundation

extension HUDDriver {
  /// Speaks the language the app chose, else the locale's, with the locale's digits.
  ///
  /// `language` is the one of ``SwiftUI/View/controlLanguage(_:)``; nil speaks `locale`'s: the
  /// rule every SwiftUI control follows (``ControlEnvironment/language``). Both wait until the HUD is idle, as
  /// ``ControlKit/HUDDriver/setLanguage(_:)`` does.
  func speak(in locale: Locale, language: ControlLanguage?) {
    speak(in: locale)
    if let language { setLanguage(language) }
  }
}
#endif
