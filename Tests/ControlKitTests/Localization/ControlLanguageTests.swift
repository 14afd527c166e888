import ControlKit
import ControlKitTesting
import Testing

/// Every string a user sees or hears, in English (the default) and Simplified Chinese, through
/// the controls (the other languages' tables: `ControlStringTableTests`).
@MainActor
@Suite("Localisation")
struct ControlLanguageTests {
  @Test(arguments: [
    ("zh-Hans-CN", ControlLanguage.simplifiedChinese), ("zh-CN", .simplifiedChinese),
    ("zh_CN.UTF-8", .simplifiedChinese), ("zh-SG", .simplifiedChinese), ("zh", .simplifiedChinese),
    ("ZH-hans", .simplifiedChinese), ("en-GB", .english), ("en", .english),
    ("zh-Hant-TW", .traditionalChinese), ("zh-TW", .traditionalChinese),
    ("zh-HK", .traditionalChinese), ("zh-MO", .traditionalChinese), ("fr-FR", .french),
    ("pl-PL", .english), ("", .english),
  ])
  func languageTagsPickALanguage(tag: String, expected: ControlLanguage) {
    #expect(ControlLanguage(languageTag: tag) == expected)
  }

  @Test func preferredLanguagesTakeTheFirstSupported() {
    #expect(
      ControlLanguage(preferredLanguages: ["zh-Hant-TW", "zh-Hans-CN", "en"]) == .traditionalChinese
    )
    #expect(ControlLanguage(preferredLanguages: ["pl", "en-US", "zh-Hans"]) == .english)
    #expect(ControlLanguage(preferredLanguages: ["pl", "fi", "de-CH", "en"]) == .german)
    #expect(ControlLanguage(preferredLanguages: []) == .english)
    #expect(ControlLanguage.simplifiedChinese.languageTag == "zh-Hans")
  }

  @Test func everyStringExistsInBothLanguages() {
    for language in ControlLanguage.allCases {
      let strings = [
        language.increaseButtonLabel, language.decreaseButtonLabel, language.stepperHint,
        language.limitReachedAnnouncement(.upper), language.limitReachedAnnouncement(.lower),
        language.valueSetAnnouncement("5"), language.loadingTitle,
        language.stepValueText(step: 5, count: 10), language.limitWord(.upper),
        language.limitWord(.lower),
      ]
      #expect(strings.allSatisfy { !$0.isEmpty })
      #expect(Set(strings).count == strings.count)
    }
    let chinese = ControlLanguage.simplifiedChinese
    #expect(chinese.increaseButtonLabel == "增加" && chinese.decreaseButtonLabel == "减少")
    #expect(chinese.loadingTitle == "加载中")
  }

  @Test func stepperAnnouncesAndDescribesItselfInItsLanguage() throws {
    for (language, limit, adjusted, hint) in [
      (ControlLanguage.english, "Maximum reached", "Set to 1", "Adjusts the value in steps."),
      (.simplifiedChinese, "已达到最大值", "已设为 1", "按步长调整数值。"),
    ] {
      let host = VirtualHost()
      let configuration = try StepperConfiguration(range: 1...10, language: language)
      let session = ControlSession(StepperState(value: 10, configuration: configuration))
      host.drive(session)
      session.send(.keyPressed(.up, at: host.now))
      session.commitText("0")  // below the minimum: set to 1, said aloud
      #expect(host.announcements == [limit, adjusted])
      #expect(session.state.accessibilityElement().hint == hint)
      #expect(session.state.accessibilityElement(hint: nil).hint == nil)
    }
    #expect(StepperAnnouncement.limitReached(.lower).text() == "Minimum reached")
    #expect(
      StepperAnnouncement.valueAdjusted(-1.5).text(
        numberSymbols: try NumberSymbols(decimalSeparator: ","), language: .simplifiedChinese)
        == "已设为 \u{2212}1,5")
    // English stays the default for front-ends that pass nothing.
    #expect(StepperConfiguration.default.language == .english)
    #expect(StepperState().accessibilityElement().hint == StepperState.defaultAccessibilityHint)
  }

  @Test func arcStepperSpeaksItsValueAndLimitsInItsLanguage() throws {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    var english = ArcStepperState(currentStep: 10, bounds: bounds)
    #expect(english.accessibilityValueText == "10 of 10")
    #expect(
      english.reduce(.accessibilityIncremented(at: .zero)).contains(.announce("10 of 10, maximum")))
    let configuration = try ArcStepperConfiguration(language: .simplifiedChinese)
    var chinese = ArcStepperState(currentStep: 0, configuration: configuration, bounds: bounds)
    #expect(chinese.accessibilityElement(label: "音量").value == "0 步，共 10 步")
    #expect(
      chinese.reduce(.accessibilityDecremented(at: .zero))
        .contains(.announce("0 步，共 10 步，最小值")))
  }

  @Test func hudAnnouncesItsDefaultTitleInItsLanguage() {
    for (language, expected) in [(ControlLanguage.english, "Loading"), (.simplifiedChinese, "加载中")]
    {
      var hud = HUDState(language: language)
      let token = HUDToken(1)
      _ = hud.reduce(.taskBegan(token, .spinner(), at: .zero))
      let effects = hud.reduce(.timerFired(at: .milliseconds(500)))
      #expect(effects.contains(.announce(expected)))
      #expect(hud.accessibilityElement?.label == expected)
    }
    #expect(HUDState(idleAnnouncement: "稍候", language: .english).idleAnnouncement == "稍候")
    #expect(HUDState().idleAnnouncement == HUDState.defaultIdleAnnouncement)
  }
}
