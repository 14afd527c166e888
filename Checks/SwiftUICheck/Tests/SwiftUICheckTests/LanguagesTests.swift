import ControlKit
import ControlKitTesting
import Foundation
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// The SwiftUI front-end's language: `\.locale` names it when the app ships that language,
/// the app's own localisation otherwise; every language reaches what VoiceOver reads; and
/// `\.layoutDirection` right to left (an Arabic or Hebrew app) mirrors the core's layouts.
@MainActor
@Suite("SwiftUI languages")
struct LanguagesTests {
  /// The app's localisations win over a locale naming a language the app does not ship.
  @Test(arguments: [
    // locale, the app's localisations, its preferred ones, the language spoken
    ("de_DE", ["en", "de"], ["de"], ControlLanguage.german),
    ("de_DE", ["en"], ["en"], .english),  // an English app in Germany speaks English
    ("ar_EG", ["Base", "en", "ar"], ["ar"], .arabic),
    ("ja_JP", ["Base", "en"], ["en"], .english),
    ("fr_CA", ["fr", "en"], ["fr"], .french),
    ("pt_PT", ["pt-BR"], ["pt-BR"], .brazilianPortuguese),
    ("zh_TW", ["zh-Hant", "zh-Hans"], ["zh-Hant"], .traditionalChinese),
    ("pl_PL", ["en", "pl"], ["pl"], .english),  // the app's Polish: ControlKit has none
    ("he_IL", ["he", "en"], ["he"], .hebrew),
    ("ko_KR", [], [], .korean),  // a bundle listing no localisation leaves it to the locale
    ("hi_IN", ["Base"], ["Base"], .hindi),
  ])
  func theAppsLocalisationsWin(
    locale: String, localizations: [String], preferred: [String], expected: ControlLanguage
  ) {
    #expect(
      ControlLanguage(
        locale: Locale(identifier: locale), localizations: localizations,
        preferredLocalizations: preferred) == expected)
  }

  @Test(arguments: ControlLanguage.allCases)
  func everyLanguageReachesVoiceOver(language: ControlLanguage) throws {
    let configuration = try StepperConfiguration(range: 0...10, label: "Quantity")
    var applied = configuration
    applied.language = language
    #expect(
      StepperState(value: 2, configuration: applied).accessibilityElement().hint
        == language.stepperHint)
    let host = VirtualHost()
    let hud = HUDDriver(language: language, host: host)
    LoadingHUDAction(hud)(.spinner(""))
    host.advance(by: .milliseconds(500))
    #expect(host.announcements == [language.loadingTitle])
    #expect(hud.state.accessibilityElement?.label == language.loadingTitle)
  }

  /// `\.layoutDirection` reaches the core as its writing direction, and the HUD overlay lays
  /// out with it: the leading safe-area inset is on the right.
  @Test func rightToLeftReachesTheCore() throws {
    let environment = ControlEnvironment(
      layoutDirection: .rightToLeft, colorScheme: .light, dynamicTypeSize: .large,
      reduceMotion: false, locale: Locale(identifier: "ar_EG"))
    #expect(environment.direction == ControlLanguage.arabic.writingDirection)
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .passesThrough, host: host)
    model.driver.begin(.spinner(ControlLanguage.arabic.loadingTitle))
    host.advance(by: .seconds(1))
    let size = CGSize(width: 375, height: 667)
    let inset = Insets(top: 0, leading: 80, bottom: 0, trailing: 0)
    let rtl = try #require(
      model.geometry(container: size, safeArea: inset, direction: .rightToLeft))
    let ltr = try #require(
      model.geometry(container: size, safeArea: inset, direction: .leftToRight))
    #expect(rtl.layout.direction == .rightToLeft)
    #expect(rtl.layout.box.midX < ltr.layout.box.midX)
  }
}
