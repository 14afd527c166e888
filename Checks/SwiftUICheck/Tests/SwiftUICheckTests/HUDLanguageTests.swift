import ControlKit
import ControlKitTesting
import Foundation
import Testing

@testable import ControlKitSwiftUI

/// The SwiftUI HUD speaks the environment's language: `loadingHUDContainer` and
/// `.loadingHUD(isPresented:title:)` pass `\.locale` to their driver, whose untitled content is
/// announced and named "Loading" in English and "加载中" in Simplified Chinese (the driver's
/// language rules are the core's tests'; here, the locale's mapping and the action).
@MainActor
@Suite("HUD language")
struct HUDLanguageTests {
  @Test(arguments: [(ControlLanguage.english, "Loading"), (.simplifiedChinese, "加载中")])
  func anUntitledTaskIsAnnouncedAndNamedInTheHUDsLanguage(
    language: ControlLanguage, expected: String
  ) {
    let host = VirtualHost()
    let hud = HUDDriver(language: language, host: host)
    let action = LoadingHUDAction(hud)
    action(.spinner(""))
    host.advance(by: .milliseconds(500))
    #expect(host.announcements == [expected])
    #expect(hud.state.accessibilityElement?.label == expected)
  }

  /// `\.locale` gives the HUD its digits as well as its words: the spoken percentage is
  /// written in the same locale Foundation formats numbers in (Arabic-Indic under `ar_EG`).
  @Test func theLocalesDigitsReachTheSpokenPercentage() {
    let host = VirtualHost()
    let hud = HUDDriver(timing: HUDTiming(gracePeriod: .zero), host: host)
    let egypt = Locale(identifier: "ar_EG")
    hud.speak(in: egypt)
    #expect(hud.numberSymbols == FoundationNumberSymbols.symbols(for: egypt))
    _ = hud.begin(.progress(0.5, "x"))
    host.advance(by: .milliseconds(400))
    let expected = hud.language.percentText(50, numberSymbols: hud.numberSymbols)
    #expect(hud.state.accessibilityElement?.value == expected)
    #expect(hud.state.accessibilityElement?.value?.contains("٥٠") == true)
    hud.invalidate()
  }

  @Test func theLocaleNamesTheLanguage() {
    for identifier in ["zh-Hans", "zh_CN", "zh-Hans-CN", "zh"] {
      #expect(
        ControlLanguage(locale: Locale(identifier: identifier), localizations: [])
          == .simplifiedChinese)
    }
    for identifier in ["en_US", "en-GB", "pl_PL"] {
      #expect(
        ControlLanguage(locale: Locale(identifier: identifier), localizations: []) == .english)
    }
    #expect(
      ControlLanguage(locale: Locale(identifier: "zh-Hant-TW"), localizations: [])
        == .traditionalChinese)
  }

  @Test func anIdleHUDTakesTheLocalesLanguageAtOnce() {
    let host = VirtualHost()
    let hud = HUDDriver(touchPolicy: .blocksAll, host: host)
    hud.setLanguage(ControlLanguage(locale: Locale(identifier: "zh-Hans")))
    #expect(hud.language == .simplifiedChinese)
    #expect(hud.state.idleAnnouncement == "加载中")
  }

  @Test func theStepperReadsTheSameLanguageFromTheLocale() throws {
    let environment = ControlEnvironment(
      layoutDirection: .leftToRight, colorScheme: .light, dynamicTypeSize: .large,
      reduceMotion: false, locale: Locale(identifier: "zh_CN"))
    #expect(environment.language == .simplifiedChinese)
    let configured = environment.applied(to: try StepperConfiguration(range: 1...99))
    #expect(configured.language == .simplifiedChinese)
  }
}
