import ControlKit
import ControlKitTesting
import Foundation
import Testing

@testable import ControlKitSwiftUI

/// The SwiftUI HUD speaks the environment's language: `loadingHUDContainer` and
/// `.loadingHUD(isPresented:title:)` pass `\.locale` to their driver, whose untitled content is
/// announced and named "Loading" in English and "加载中" in Simplified Chinese.
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
    #expect(hud.coreState.accessibilityElement?.label == expected)
  }

  @Test func theLocaleNamesTheLanguage() {
    for identifier in ["zh-Hans", "zh_CN", "zh-Hans-CN", "zh"] {
      #expect(ControlLanguage(locale: Locale(identifier: identifier)) == .simplifiedChinese)
    }
    for identifier in ["en_US", "en-GB", "zh-Hant-TW", "fr_FR"] {
      #expect(ControlLanguage(locale: Locale(identifier: identifier)) == .english)
    }
  }

  @Test func anIdleHUDTakesTheLocalesLanguageAtOnce() {
    let host = VirtualHost()
    let hud = HUDDriver(touchPolicy: .blocksAll, host: host)
    hud.setLanguage(ControlLanguage(locale: Locale(identifier: "zh-Hans")))
    #expect(hud.language == .simplifiedChinese)
    #expect(hud.coreState.idleAnnouncement == "加载中")
    #expect(hud.coreState.touchPolicy == .blocksAll)
    hud.begin(.spinner(""))
    host.advance(by: .milliseconds(500))
    #expect(host.announcements == ["加载中"])
  }

  @Test func aShowingHUDKeepsItsVoiceUntilItHasGone() {
    let host = VirtualHost()
    let hud = HUDDriver(host: host)
    let token = hud.begin(.spinner(""))
    host.advance(by: .milliseconds(500))
    hud.setLanguage(.simplifiedChinese)
    #expect(hud.coreState.accessibilityElement?.label == "Loading")
    hud.end(token)
    host.advance(by: .seconds(2))
    #expect(hud.coreState.phase == .hidden)
    hud.begin(.spinner(""))
    host.advance(by: .milliseconds(500))
    #expect(host.announcements == ["Loading", "加载中"])
  }

  @Test func aTitleIsSaidAsWrittenInEitherLanguage() {
    let host = VirtualHost()
    let hud = HUDDriver(language: .simplifiedChinese, host: host)
    hud.begin(.spinner("正在处理中..."))
    host.advance(by: .milliseconds(500))
    #expect(host.announcements == ["正在处理中..."])
  }

  @Test func aHUDOutOfItsWindowStaysOutWhenItsLanguageChanges() {
    let host = VirtualHost()
    let hud = HUDDriver(host: host)
    hud.setInWindow(false)
    hud.setLanguage(.simplifiedChinese)
    #expect(!hud.coreState.isInWindow)
    #expect(hud.coreState.idleAnnouncement == "加载中")
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
