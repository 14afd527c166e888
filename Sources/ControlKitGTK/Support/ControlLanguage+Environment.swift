#if GTK
public import ControlKit
import Glibc

extension ControlLanguage {
  /// The language of the POSIX locale environment, as gettext picks it: the first set of
  /// `LC_ALL`, `LC_MESSAGES`, `LANG` (`zh_CN.UTF-8` gives ``ControlLanguage/simplifiedChinese``); English when
  /// none is set or the language is not one ControlKit speaks.
  ///
  /// ```swift
  /// let language = ControlLanguage.localeEnvironment()
  /// let cart = GTKStepper(configuration: try StepperConfiguration(range: 0...99, step: 1,
  ///                                                                 language: language))
  /// ```
  public static func localeEnvironment() -> ControlLanguage {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty else { continue }
      return ControlLanguage(languageTag: value)
    }
    return .english
  }
}
#endif
