#if canImport(UIKit)
public import ControlKit
public import Foundation

extension ControlLanguage {
  /// The language the app runs in: its first preferred localisation, as UIKit's own controls
  /// follow it (English when that one is not a language ControlKit speaks).
  ///
  /// `Bundle.main.preferredLocalizations` is "an ordered list of preferred localizations
  /// contained in the bundle", "ordered according to the user's language preferences and
  /// available localizations"
  /// (https://developer.apple.com/documentation/foundation/bundle/preferredlocalizations): an
  /// app localised in English and German runs in German for a user who prefers Deutsch, and in
  /// English for one who prefers Polish; an app that ships only English speaks English to a
  /// user in Tokyo, so the controls never speak a language the rest of the app does not.
  /// "Base" (Xcode's base internationalisation, not a language) is skipped.
  ///
  /// ```swift
  /// ControlLanguage.appPreferred()                                   // the app's language
  /// ControlLanguage.appPreferred(localizations: ["de", "en"])       // .german
  /// ControlLanguage.appPreferred(localizations: ["pl", "en"])       // .english
  /// ```
  ///
  /// - Parameter localizations: the app's localisations, most preferred first (tests pass
  ///   their own).
  public static func appPreferred(
    localizations: [String] = Bundle.main.preferredLocalizations
  ) -> ControlLanguage {
    let running = localizations.first { $0.lowercased() != "base" }
    return ControlLanguage(languageTag: running ?? ControlLanguage.english.languageTag)
  }
}
#endif
