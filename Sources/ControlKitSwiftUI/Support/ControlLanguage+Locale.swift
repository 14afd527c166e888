#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import Foundation

extension ControlLanguage {
  /// The language of `locale` (SwiftUI's `\.locale`) when the app ships it, else the language
  /// the app runs in: the app's own localisations win, as UIKit's controls follow them.
  ///
  /// `\.locale` can name a language the app is not localised into (the user's region, or a
  /// preview's `.environment(\.locale, ...)`); ControlKit then speaks the app's language
  /// (`Bundle.main.preferredLocalizations`, "ordered according to the user's language
  /// preferences and available localizations":
  /// https://developer.apple.com/documentation/foundation/bundle/preferredlocalizations),
  /// never a third one. The locale's language counts as shipped when one of
  /// `Bundle.main.localizations` ("a list of all the localizations contained in the bundle":
  /// https://developer.apple.com/documentation/foundation/bundle/localizations) names the
  /// same ``ControlLanguage``; a bundle that lists no localisation (a bare executable, a test
  /// runner) leaves the choice to the locale.
  ///
  /// - Parameters:
  ///   - locale: the environment's locale.
  ///   - localizations: the app's localisations (tests pass their own).
  ///   - preferredLocalizations: the app's localisations in the user's order.
  init(
    locale: Locale, localizations: [String] = Bundle.main.localizations,
    preferredLocalizations: [String] = Bundle.main.preferredLocalizations
  ) {
    let named = ControlLanguage(languageTag: locale.identifier)
    let shipped = localizations.compactMap { ControlLanguage(supportedLanguageTag: $0) }
    let languages = localizations.filter { $0.lowercased() != "base" }
    if languages.isEmpty || shipped.contains(named) {
      self = named
    } else {
      let running = preferredLocalizations.first { $0.lowercased() != "base" }
      self = ControlLanguage(languageTag: running ?? languages[0])
    }
  }
}
#endif
