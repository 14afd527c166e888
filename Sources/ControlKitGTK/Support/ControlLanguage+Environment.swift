#if GTK
public import ControlKit
import Glibc
import Synchronization

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
  /// **One source for the words and the direction.** A messages locale that is not installed
  /// (`LANG=he_IL.UTF-8` on a machine without it) gives English: the C library then falls back
  /// to `C`, so gettext ignores `LANGUAGE` and GTK shows its own words in English, laid out left
  /// to right (`gtk_get_locale_direction` reads the direction from GTK's translations). Speaking
  /// Hebrew words in a left-to-right layout would be neither; ControlKit follows GTK and says so
  /// once on standard error, naming the locale to install.
  public static func localeEnvironment() -> ControlLanguage {
    localeEnvironment(
      { name in getenv(name).map { String(cString: $0) } },
      isInstalled: isLocaleInstalled,
      missing: warnOnce)
  }

  /// The language gettext's rules pick from the variables `variable` returns (nil: unset),
  /// English when `isInstalled` says the messages locale is missing (then `missing` is told the
  /// locale and the language it would have been).
  package static func localeEnvironment(
    _ variable: (String) -> String?, isInstalled: (String) -> Bool = { _ in true },
    missing: (String, ControlLanguage) -> Void = { _, _ in }
  ) -> ControlLanguage {
    // gettext treats an empty variable as unset.
    func set(_ name: String) -> String? { variable(name).flatMap { $0.isEmpty ? nil : $0 } }
    let messages = ["LC_ALL", "LC_MESSAGES", "LANG"].compactMap(set).first
    guard let messages, !["C", "POSIX"].contains(messages) else { return .english }
    guard isInstalled(messages) else {
      let wanted = localeEnvironment(variable)
      if wanted != .english { missing(messages, wanted) }
      return .english
    }
    guard let list = set("LANGUAGE") else { return ControlLanguage(languageTag: messages) }
    let entries = list.split(separator: ":").map(String.init)
    let preferred = entries.prefix { !["C", "POSIX"].contains($0) }
    return ControlLanguage(preferredLanguages: Array(preferred))
  }

  /// Whether the C library has the locale `name` (`newlocale`, which loads it without touching
  /// the process's locale).
  package static func isLocaleInstalled(_ name: String) -> Bool {
    guard let locale = newlocale(LC_MESSAGES_MASK, name, nil) else { return false }
    freelocale(locale)
    return true
  }

  /// What ControlKit says on standard error when the messages locale is missing.
  package static func missingLocaleMessage(_ locale: String, _ language: ControlLanguage) -> String
  {
    "ControlKitGTK: the locale \(locale) is not installed, so GTK shows English, left to right, "
      + "and ControlKit's controls do too instead of \(language.rawValue). Install it (Debian: "
      + "add it to /etc/locale.gen and run locale-gen) to see them in that language.\n"
  }

  /// Says ``missingLocaleMessage(_:_:)`` once per process.
  private static func warnOnce(_ locale: String, _ language: ControlLanguage) {
    guard !warnedMissingLocale.exchange(true, ordering: .relaxed) else { return }
    // Standard error's descriptor: `stderr` itself is a global Swift 6 will not share.
    let message = missingLocaleMessage(locale, language)
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  }
}

/// Whether the missing-locale message was written.
private let warnedMissingLocale = Atomic<Bool>(false)
#endif
