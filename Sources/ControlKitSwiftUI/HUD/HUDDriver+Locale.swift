#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import Foundation

extension HUDDriver {
  /// Speaks `locale`'s language (SwiftUI's `\.locale`) with its digits: the words and the
  /// spoken percentage ("٥٠٪؜" under `ar_EG`) follow the same locale, and both wait until the
  /// HUD is idle (``ControlKit/HUDDriver/setLanguage(_:)``).
  func speak(in locale: Locale) {
    setLanguage(ControlLanguage(locale: locale))
    setNumberSymbols(FoundationNumberSymbols.symbols(for: locale))
  }
}
#endif
