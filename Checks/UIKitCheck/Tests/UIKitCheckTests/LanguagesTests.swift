import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// Every language through the UIKit controls' accessibility output (the stubs' labels, hints,
/// values and announcements, what VoiceOver reads), the app's own localisation choosing it, and
/// Arabic and Hebrew laid out right to left.
@MainActor
@Suite("UIKit languages")
struct LanguagesTests {
  /// The app's localisations win: the first one the app runs in, "Base" skipped; a language
  /// the app ships but ControlKit lacks gives English, never a language the app does not ship.
  @Test(arguments: [
    (["de", "en"], ControlLanguage.german), (["Base", "ar"], .arabic), (["pl", "en"], .english),
    (["pt-PT", "en"], .brazilianPortuguese), (["zh-HK"], .traditionalChinese), (["he"], .hebrew),
    (["ja-JP", "en"], .japanese), (["hi"], .hindi), (["base"], .english),
  ])
  func theAppsLocalisationChooses(localizations: [String], expected: ControlLanguage) {
    #expect(ControlLanguage.appPreferred(localizations: localizations) == expected)
  }

  @Test(arguments: ControlLanguage.allCases)
  func theStepperSpeaksEveryLanguage(language: ControlLanguage) throws {
    let host = VirtualHost()
    let stepper = StepperControl(
      value: 99, configuration: try StepperConfiguration(range: 1...99), language: language,
      host: host)
    #expect(stepper.accessibilityLanguage == language.languageTag)
    #expect(stepper.accessibilityHint == language.stepperHint)
    #expect(stepper.incrementButton.accessibilityLabel == language.increaseButtonLabel)
    #expect(stepper.decrementButton.accessibilityLabel == language.decreaseButtonLabel)
    stepper.accessibilityIncrement()
    #expect(host.announcements == [language.limitReachedAnnouncement(.upper)])
  }

  @Test(arguments: ControlLanguage.allCases)
  func theArcStepperSpeaksEveryLanguage(language: ControlLanguage) throws {
    let host = VirtualHost()
    let configuration = try ArcStepperConfiguration(stepCount: 10, initialStep: 10)
    let arc = ArcStepperControl(configuration: configuration, language: language, host: host)
    #expect(arc.accessibilityLabel == language.arcStepperLabel)
    #expect(arc.accessibilityValue == language.stepValueText(step: 10, count: 10))
    arc.accessibilityIncrement()
    #expect(
      host.announcements.last
        == language.valueAtLimit(language.stepValueText(step: 10, count: 10), .upper))
  }

  @Test(arguments: ControlLanguage.allCases)
  func theHUDSpeaksEveryLanguage(language: ControlLanguage) {
    let host = VirtualHost()
    let hud = LoadingHUD(language: language, host: host)
    hud.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    let token = hud.begin(HUDContent.spinner("").cancellable())
    host.advance(by: .seconds(1))
    hud.layoutSubviews()
    #expect(host.announcements == [language.loadingTitle])
    #expect(hud.boxView.accessibilityLanguage == language.languageTag)
    #expect(hud.cancelButton.title(for: .normal) == language.cancelTitle)
    #expect(hud.currentLayout?.cancelTitle == language.cancelTitle)
    hud.end(token)
  }

  /// Russian and Arabic pick the plural form of the step count; Japanese puts the count first.
  @Test func theArcStepperSaysCountsInEachLanguagesForm() throws {
    for (language, count, expected) in [
      (ControlLanguage.russian, 21, "5 из 21 шага"), (.arabic, 10, "5 من 10 خطوات"),
      (.japanese, 10, "10 段階中 5 段階目"),
    ] {
      let configuration = try ArcStepperConfiguration(stepCount: count, initialStep: 5)
      let arc = ArcStepperControl(
        configuration: configuration, label: "Volume", language: language, host: VirtualHost())
      #expect(arc.accessibilityValue == expected)
    }
  }

  /// An Arabic or Hebrew app's stepper (UIKit's right-to-left layout direction) puts + on the
  /// left and − on the right, and speaks its words.
  @Test(arguments: [ControlLanguage.arabic, .hebrew])
  func rightToLeftLanguagesMirrorTheStepper(language: ControlLanguage) throws {
    let stepper = RecordingStepper(
      value: 5, configuration: try StepperConfiguration(range: 1...99), language: language,
      host: VirtualHost())
    stepper.frame = CGRect(x: 0, y: 0, width: 174, height: 30)
    stepper.bounds = CGRect(x: 0, y: 0, width: 174, height: 30)
    stepper.direction = .rightToLeft
    #expect(language.writingDirection == .rightToLeft)
    stepper.layoutSubviews()
    #expect(stepper.incrementButton.frame.maxX <= stepper.decrementButton.frame.minX)
    #expect(stepper.incrementButton.accessibilityLabel == language.increaseButtonLabel)
  }

  /// The HUD lays out with the view's direction: the leading safe-area inset is on the right.
  @Test func rightToLeftHUDResolvesLeadingOnTheRight() {
    let hud = PlacedHUD(language: .arabic, host: VirtualHost())
    hud.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    hud.insets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 80)
    hud.direction = .rightToLeft
    hud.begin(.spinner(ControlLanguage.arabic.loadingTitle))
    hud.layoutSubviews()
    #expect(hud.currentLayout?.direction == .rightToLeft)
    #expect(hud.currentLayout?.safeArea.leading == 80)
  }
}
