#if GTK
import ControlKit
import Testing

@testable import ControlKitGTK

/// `ControlLanguage.localeEnvironment()` picks the language as gettext does (issue 37).
///
/// `LANGUAGE` first unless the messages locale is C, then `LC_ALL`, `LC_MESSAGES`, `LANG`. The
/// rule is gettext's, with ControlKit's tables as the catalogs: where gettext takes the first
/// entry GTK has a catalog for (`pl`), ControlKit takes the first it has a table for. The C rows
/// were checked with `gettext -d gtk40 _Cancel` (`LANG=C.UTF-8 LANGUAGE=ar`: Arabic).
struct LocaleEnvironmentTests {
  @Test(arguments: [
    // The first non-empty of LC_ALL, LC_MESSAGES, LANG.
    ([:], ControlLanguage.english),
    (["LANG": "de_DE.UTF-8"], .german),
    (["LC_MESSAGES": "ja_JP.UTF-8", "LANG": "de_DE.UTF-8"], .japanese),
    (["LC_ALL": "ar_EG.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LANG": "de_DE.UTF-8"], .arabic),
    (["LC_ALL": "", "LANG": "zh_TW.UTF-8"], .traditionalChinese),
    (["LANG": "pl_PL.UTF-8"], .english),
    // LANGUAGE wins: its first entry ControlKit has, through the core's tag matching.
    (["LANG": "de_DE.UTF-8", "LANGUAGE": "ar"], .arabic),
    (["LANG": "de_DE.UTF-8", "LANGUAGE": "pl:he_IL:de"], .hebrew),
    (["LANG": "en_US.UTF-8", "LANGUAGE": "pt_PT:en"], .brazilianPortuguese),
    (["LC_ALL": "fr_FR.UTF-8", "LANGUAGE": "zh_HK"], .traditionalChinese),
    (["LANG": "de_DE.UTF-8", "LANGUAGE": ""], .german),
    // None of LANGUAGE's entries translated: English, not the locale's language (as gettext).
    (["LANG": "de_DE.UTF-8", "LANGUAGE": "pl:sv"], .english),
    // C or POSIX in the list ends it.
    (["LANG": "de_DE.UTF-8", "LANGUAGE": "C:ar"], .english),
    (["LANG": "de_DE.UTF-8", "LANGUAGE": "pl:POSIX:ar"], .english),
    // A C or POSIX messages locale ignores LANGUAGE; C.UTF-8 does not (glibc compares with "C").
    (["LANG": "C", "LANGUAGE": "ar"], .english),
    (["LC_ALL": "POSIX", "LANG": "de_DE.UTF-8", "LANGUAGE": "ar"], .english),
    (["LANGUAGE": "ar"], .english),
    (["LANG": "C.UTF-8", "LANGUAGE": "ar"], .arabic),
  ])
  func followsGettextsOrder(environment: [String: String], language: ControlLanguage) {
    #expect(ControlLanguage.localeEnvironment { environment[$0] } == language)
  }

  /// A messages locale that is not installed gives English, as GTK's own words and direction
  /// (the C library falls back to C, and gettext then ignores LANGUAGE), and the app is told
  /// which locale to install and what it would have spoken.
  @Test(arguments: [
    (["LANG": "he_IL.UTF-8"], "he_IL.UTF-8", ControlLanguage.hebrew),
    (["LC_ALL": "ar_SA.UTF-8", "LANGUAGE": "ar"], "ar_SA.UTF-8", .arabic),
    (["LANG": "xx_YY.UTF-8", "LANGUAGE": "de"], "xx_YY.UTF-8", .german),
  ])
  func aMissingLocaleGivesEnglishAndSaysSo(
    environment: [String: String], locale: String, wanted: ControlLanguage
  ) {
    var told: [(String, ControlLanguage)] = []
    let language = ControlLanguage.localeEnvironment(
      { environment[$0] }, isInstalled: { _ in false }, missing: { told.append(($0, $1)) })
    #expect(language == .english)
    #expect(told.map(\.0) == [locale] && told.map(\.1) == [wanted])
    // Installed, the same environment speaks the language.
    #expect(
      ControlLanguage.localeEnvironment({ environment[$0] }, isInstalled: { _ in true }) == wanted)
    #expect(ControlLanguage.missingLocaleMessage(locale, wanted).contains(locale))
  }

  /// The C library's answer: install-deps.sh generates de_DE.UTF-8 for the GTK tests; no
  /// machine has xx_YY.
  @Test func theCLibrarySaysWhichLocalesAreInstalled() {
    #expect(ControlLanguage.isLocaleInstalled("de_DE.UTF-8"))
    #expect(ControlLanguage.isLocaleInstalled("C.UTF-8"))
    #expect(!ControlLanguage.isLocaleInstalled("xx_YY.UTF-8"))
  }
}
#endif
