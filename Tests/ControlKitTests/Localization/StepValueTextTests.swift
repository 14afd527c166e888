import ControlKit
import Testing

/// The arc stepper's "5 of 10" in each language's word order and plural form, with the locale's
/// digits, through the state a front-end reads.
@Suite("Step value text")
struct StepValueTextTests {
  @Test(arguments: [
    (ControlLanguage.english, 5, 10, "5 of 10"),
    (.german, 5, 10, "5 von 10"),
    (.french, 5, 10, "5 sur 10"),
    (.simplifiedChinese, 5, 10, "第 5 步，共 10 步"),
    (.traditionalChinese, 5, 10, "第 5 步，共 10 步"),
    (.japanese, 5, 10, "10 段階中 5 段階目"),
    (.korean, 5, 10, "10단계 중 5단계"),
    (.hindi, 5, 10, "10 में से 5"),
    (.hebrew, 5, 10, "5 מתוך 10"),
    (.russian, 5, 10, "5 из 10 шагов"),
    (.russian, 5, 21, "5 из 21 шага"),
    (.russian, 2, 3, "2 из 3 шагов"),
    (.russian, 0, 11, "0 из 11 шагов"),
    (.arabic, 1, 2, "1 من خطوتين"),
    (.arabic, 1, 1, "1 من خطوة واحدة"),
    (.arabic, 5, 10, "5 من 10 خطوات"),
    (.arabic, 5, 11, "5 من 11 خطوة"),
    (.arabic, 5, 100, "5 من 100 خطوة"),
    (.arabic, 5, 103, "5 من 103 خطوات"),
  ])
  func wordOrderAndPlural(language: ControlLanguage, step: Int, count: Int, expected: String) {
    #expect(language.stepValueText(step: step, count: count) == expected)
  }

  /// Digits and grouping come from the locale's symbols (Arabic-Indic in Egypt, Devanagari
  /// optional in India), the words and their form from the language.
  @Test func numbersUseTheLocalesSymbols() throws {
    let arabicIndic = try NumberSymbols(
      decimalSeparator: "٫", groupingSeparator: "٬", zeroDigit: "\u{0660}")
    #expect(
      ControlLanguage.arabic.stepValueText(step: 5, count: 10, numberSymbols: arabicIndic)
        == "٥ من ١٠ خطوات")
    let german = try NumberSymbols(decimalSeparator: ",", groupingSeparator: ".")
    #expect(
      ControlLanguage.german.stepValueText(step: 1500, count: 2000, numberSymbols: german)
        == "1.500 von 2.000")
    let devanagari = try NumberSymbols(zeroDigit: "\u{0966}")
    #expect(
      ControlLanguage.hindi.stepValueText(step: 5, count: 10, numberSymbols: devanagari)
        == "१० में से ५")
    #expect(
      ControlLanguage.german.valueSetAnnouncement(
        FixedDecimal(units: -15, scale: 1).accessibilityText(with: german))
        == "Auf \u{2212}1,5 gesetzt")
  }

  /// The arc stepper speaks its value and limits through its configuration's language and
  /// symbols.
  @Test func theArcStepperSpeaksRussianAndArabic() throws {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    let russian = try ArcStepperConfiguration(stepCount: 21, language: .russian)
    var state = ArcStepperState(currentStep: 21, configuration: russian, bounds: bounds)
    #expect(state.accessibilityValueText == "21 из 21 шага")
    #expect(
      state.reduce(.accessibilityIncremented(at: .zero))
        .contains(.announce("21 из 21 шага, максимум")))
    var arabic = try ArcStepperConfiguration(stepCount: 10, language: .arabic)
    arabic.numberSymbols = try NumberSymbols(zeroDigit: "\u{0660}")
    var arabicState = ArcStepperState(currentStep: 0, configuration: arabic, bounds: bounds)
    #expect(arabicState.accessibilityElement(label: "القيمة").value == "٠ من ١٠ خطوات")
    #expect(
      arabicState.reduce(.accessibilityDecremented(at: .zero))
        .contains(.announce("٠ من ١٠ خطوات، الحد الأدنى")))
  }
}
