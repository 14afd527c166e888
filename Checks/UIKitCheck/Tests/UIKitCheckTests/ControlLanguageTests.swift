import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// The language of everything the UIKit controls say, from the app's preferred localisation or
/// given, in English and Simplified Chinese.
@MainActor
@Suite("UIKit language")
struct ControlLanguageTests {
  @Test(arguments: [
    (["zh-Hans", "en"], ControlLanguage.simplifiedChinese), (["en", "zh-Hans"], .english),
    (["zh-Hans-CN"], .simplifiedChinese), (["pl", "zh-Hans"], .english), ([], .english),
    (["Base"], .english), (["zh-Hant"], .traditionalChinese), (["fr", "zh-Hans"], .french),
  ])
  func theAppsFirstLocalisation(localizations: [String], expected: ControlLanguage) {
    #expect(ControlLanguage.appPreferred(localizations: localizations) == expected)
  }

  @Test func controlsDefaultToTheAppsLanguage() {
    let app = ControlLanguage.appPreferred(localizations: Bundle.main.preferredLocalizations)
    #expect(StepperControl(host: VirtualHost()).language == app)
    #expect(ArcStepperControl(host: VirtualHost()).language == app)
    #expect(LoadingHUD(host: VirtualHost()).language == app)
  }

  /// The HUD speaks its percentage in the user's locale's digits, as the stepper shows its
  /// numbers: the driver gets the symbols Foundation writes numbers with there.
  @Test func theHUDsPercentageTakesTheUsersDigits() {
    let hud = LoadingHUD(host: VirtualHost())
    #expect(hud.driver.numberSymbols == FoundationNumberSymbols.symbols(for: .autoupdatingCurrent))
  }

  @Test func theStepperSpeaksEnglish() throws {
    let stepper = StepperControl(
      value: 99, configuration: try StepperConfiguration(range: 1...99, label: "Quantity"),
      language: .english, host: VirtualHost())
    #expect(stepper.accessibilityHint == "Adjusts the value in steps.")
    #expect(stepper.accessibilityLanguage == "en")
    #expect(stepper.incrementButton.accessibilityLabel == "Increase")
    #expect(stepper.decrementButton.accessibilityLabel == "Decrease")
  }

  @Test func theStepperSpeaksSimplifiedChinese() throws {
    let host = VirtualHost()
    let stepper = StepperControl(
      value: 99, configuration: try StepperConfiguration(range: 1...99, label: "数量"),
      language: .simplifiedChinese, host: host)
    #expect(stepper.accessibilityHint == "按步长调整数值。")
    #expect(stepper.accessibilityLanguage == "zh-Hans")
    #expect(stepper.incrementButton.accessibilityLabel == "增加")
    #expect(stepper.decrementButton.accessibilityLabel == "减少")
    stepper.accessibilityIncrement()
    #expect(host.announcements == ["已达到最大值"])
  }

  @Test func aConfigurationSetLaterKeepsTheSteppersLanguage() throws {
    let host = VirtualHost()
    let stepper = StepperControl(language: .simplifiedChinese, host: host)
    stepper.configuration = try StepperConfiguration(range: 1...5)
    stepper.value = 5
    #expect(stepper.language == .simplifiedChinese)
    stepper.accessibilityIncrement()
    #expect(host.announcements == ["已达到最大值"])
    stepper.language = .english
    #expect(stepper.accessibilityHint == "Adjusts the value in steps.")
    stepper.accessibilityIncrement()
    #expect(host.announcements == ["已达到最大值", "Maximum reached"])
  }

  @Test(arguments: [
    (ControlLanguage.english, "5 of 10", "10 of 10, maximum"),
    (.simplifiedChinese, "第 5 步，共 10 步", "第 10 步，共 10 步，最大值"),
  ])
  func theArcStepperSpeaks(language: ControlLanguage, value: String, atLimit: String) throws {
    let host = VirtualHost()
    let configuration = try ArcStepperConfiguration(stepCount: 10, initialStep: 5)
    let arc = ArcStepperControl(
      configuration: configuration, label: "Volume", language: language, host: host)
    #expect(arc.accessibilityValue == value)
    #expect(arc.accessibilityLanguage == language.languageTag)
    arc.currentStep = 10
    host.advance(by: .seconds(20))
    arc.accessibilityIncrement()
    #expect(host.announcements.last == atLimit)
    arc.stepCount = 12  // a new configuration keeps the language
    #expect(arc.language == language)
  }

  @Test func theArcSteppersDefaultLabelFollowsItsLanguage() {
    let arc = ArcStepperControl(language: .simplifiedChinese, host: VirtualHost())
    #expect(arc.accessibilityLabel == "数值")
    arc.language = .english
    #expect(arc.accessibilityLabel == "Value")
    arc.label = "Volume"
    arc.language = .simplifiedChinese
    #expect(arc.accessibilityLabel == "Volume")  // the app's own label stays
  }

  @Test(arguments: [(ControlLanguage.english, "Loading"), (.simplifiedChinese, "加载中")])
  func theHUDsDefaultTitle(language: ControlLanguage, title: String) {
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    page.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    let host = VirtualHost()
    let hud = LoadingHUD.hud(for: page, language: language, host: host)
    #expect(hud.language == language)
    #expect(hud.boxView.accessibilityLanguage == language.languageTag)
    hud.layoutSubviews()
    let token = hud.begin()
    host.advance(by: .seconds(1))
    #expect(host.announcements == [title])
    #expect(hud.boxView.accessibilityLabel == title)
    hud.end(token)
  }

  @Test func aHUDsOwnTitleIsTheApps() {
    let host = VirtualHost()
    let hud = LoadingHUD(language: .simplifiedChinese, host: host)
    hud.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    hud.begin(.spinner("正在处理中..."))
    host.advance(by: .seconds(1))
    #expect(host.announcements == ["正在处理中..."])
  }
}
