#if canImport(UIKit)
public import ControlKit
public import Foundation

extension ControlLanguage {
  /// The language the app runs in: its first preferred localisation, as UIKit's own controls
  /// follow it (English when that one is not a language ControlKit speaks).
  ///
  /// `Bundle.main.preferredLocalizations` lists the localisations the app ships, ordered by the
  /// user's preferences: an app localised in English and Simplified Chinese runs in Chinese for a
  /// user who prefers 简体中文, and in English for one who prefers French; an app that ships
  /// only English speaks English, so the controls never speak a language the rest of the app
  /// does not.
  ///
  /// ```swift
  /// ControlLanguage.appPreferred()                                   // the app's language
  /// ControlLanguage.appPreferred(localizations: ["zh-Hans", "en"])   // .simplifiedChinese
  /// ```
  ///
  /// - Parameter localizations: the app's localisations, most preferred first (tests pass
  ///   their own).
  public static func appPreferred(
    localizations: [String] = Bundle.main.preferredLocalizations
  ) -> ControlLanguage {
    ControlLanguage(languageTag: localizations.first ?? ControlLanguage.english.languageTag)
  }
}
#endif
