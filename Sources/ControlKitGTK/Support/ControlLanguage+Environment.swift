#if GTK
public import ControlKit
import Glibc

extension ControlLanguage {
  /// The language of the POSIX locale environment, as gettext (and so GTK's own words) picks
  /// it; English when none of it names a language ControlKit speaks.
  ///
  /// The locale of messages is the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`
  /// (`zh_CN.UTF-8` gives ``ControlLanguage/simplifiedChinese``). Unless that locale is `C` or
  /// `POSIX` (or none is set), a non-empty `LANGUAGE` wins: a colon-separated list in order of
  /// preference (`LANGUAGE=pl:de:en` gives German), where `C` or `POSIX` ends the list. As with
  /// gettext, a `LANGUAGE` none of whose entries ControlKit has gives English, not the locale's
  /// language. `C.UTF-8` does not stop `LANGUAGE`: glibc compares the locale's name with `C`
  /// (measured with `gettext -d gtk40 _Cancel`: `LANG=C.UTF-8 LANGUAGE=ar` is Arabic,
  /// `LANG=C LANGUAGE=ar` English). Each entry goes through ``ControlLanguage/init(supportedLanguageTag:)``.
  ///
  /// ```swift
  /// let language = ControlLanguage.localeEnvironment()
  /// let cart = GTKStepper(configuration: try StepperConfiguration(range: 0...99, step: 1,
  ///                                                                 language: language))
  /// ```
  ///
  /// The environment is read, not the C library's current locale: a `LANG` naming a locale
  /// that is not installed still gives its language here, where gettext falls back to `C`.
  public static func localeEnvironment() -> ControlLanguage {
    localeEnvironment { name in getenv(name).map { String(cString: $0) } }
  }

  /// The language gettext's rules pick from the variables `variable` returns (nil: unset).
  package static func localeEnvironment(_ variable: (String) -> String?) -> ControlLanguage {
    // gettext treats an empty variable as unset.
    func set(_ name: String) -> String? { variable(name).flatMap { $0.isEmpty ? nil : $0 } }
    let messages = ["LC_ALL", "LC_MESSAGES", "LANG"].compactMap(set).first
    guard let messages, !["C", "POSIX"].contains(messages) else { return .english }
    guard let list = set("LANGUAGE") else { return ControlLanguage(languageTag: messages) }
    let entries = list.split(separator: ":").map(String.init)
    let preferred = entries.prefix { !["C", "POSIX"].contains($0) }
    return ControlLanguage(preferredLanguages: Array(preferred))
  }
}
#endif
