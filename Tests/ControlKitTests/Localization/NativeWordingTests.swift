import ControlKit
import Testing

/// The words issue 45 found a native speaker would not choose, each pinned to the form that
/// established catalogues use; every test fails on the old wording.
@Suite("Native wording")
struct NativeWordingTests {
  /// Arabic names the Cancel button with the verbal noun "إلغاء" (cancellation), as Android's
  /// Arabic catalogues do for every cancel button (`values-ar/strings.xml`) and Flutter's do
  /// (`cancelButtonLabel` in material_ar.arb and cupertino_ar.arb, with the article in its
  /// current revision); GTK's imperative "ألغِ" (cancel!) was ours until now.
  @Test func arabicCancelIsTheVerbalNoun() {
    #expect(ControlLanguage.arabic.cancelTitle == "إلغاء")
    #expect(ControlLanguage.arabic.cancelTitle != "ألغِ")
  }

  /// A count of one or two is said by the noun alone in Arabic.
  ///
  /// The dual "خطوتين" is already "two steps", so "2 خطوتين" said two twice; one is
  /// "خطوة واحدة" (a single step). Flutter's
  /// Arabic catalogues (cupertino_ar.arb: "دقيقة واحدة", "دقيقتان") write the same forms. Three
  /// and more keep the numeral.
  @Test(arguments: [
    (1, 2, "1 من خطوتين"), (2, 2, "2 من خطوتين"), (1, 1, "1 من خطوة واحدة"),
    (3, 3, "3 من 3 خطوات"), (5, 11, "5 من 11 خطوة"),
  ])
  func arabicSaysOneAndTwoWithTheNoun(step: Int, count: Int, expected: String) {
    #expect(ControlLanguage.arabic.stepValueText(step: step, count: count) == expected)
  }

  /// With Arabic-Indic digits the dual still stands alone.
  @Test func arabicDualWithArabicIndicDigits() throws {
    let egypt = try NumberSymbols(zeroDigit: "\u{0660}")
    #expect(
      ControlLanguage.arabic.stepValueText(step: 1, count: 2, numberSymbols: egypt)
        == "١ من خطوتين")
  }

  /// Korean "Set to 5" has no particle after the number.
  ///
  /// "(으)로" writes both forms of a particle chosen by the sound before it: fine in a
  /// written label, read aloud as written in an announcement that is only ever spoken. The
  /// value now comes last, after its noun, as Flutter's Korean puts a name after its noun
  /// ("$applicationName 정보" in material_ko.arb), so no particle depends on the number.
  @Test(arguments: ["5", "1.5", "\u{2212}3", "10"])
  func koreanSetToNeedsNoParticle(value: String) {
    let text = ControlLanguage.korean.valueSetAnnouncement(value)
    #expect(text == "설정된 값: " + value)
    #expect(!text.contains("(") && !text.contains("으로") && !text.contains("로 "))
  }

  /// An empty ring is counted, not ranked.
  ///
  /// "第 0 步" and "0 段階目" are ordinals ("step number 0"), which do not exist. Zero is
  /// counted with a cardinal; other steps keep their ordinal.
  @Test(arguments: [
    (ControlLanguage.simplifiedChinese, 0, "0 步，共 10 步"),
    (.traditionalChinese, 0, "0 步，共 10 步"),
    (.japanese, 0, "10 段階中 0 段階"),
    (.simplifiedChinese, 1, "第 1 步，共 10 步"),
    (.japanese, 1, "10 段階中 1 段階目"),
    (.korean, 0, "10단계 중 0단계"),
    (.english, 0, "0 of 10"),
  ])
  func zeroIsCountedNotRanked(language: ControlLanguage, step: Int, expected: String) {
    #expect(language.stepValueText(step: step, count: 10) == expected)
  }
}
