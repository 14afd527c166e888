import ControlKit
import Testing

/// What the HUD says itself follows its language: the progress percentage in the language's
/// pattern with the locale's digits, and the title joined to its details line as the language
/// joins them.
@Suite("HUD speech in each language")
struct HUDSpeechLanguageTests {
  static let arabicIndic = (try? NumberSymbols(zeroDigit: "\u{0660}")) ?? .plain
  static let devanagari = (try? NumberSymbols(zeroDigit: "\u{0966}")) ?? .plain
  static let german = (try? NumberSymbols(decimalSeparator: ",", groupingSeparator: ".")) ?? .plain

  /// The expected texts are ICU's (CLDR's) percent format of 0.5 for each language, as
  /// Foundation's `0.5.formatted(.percent.locale(...))` writes it on Linux: "50 %" with U+00A0
  /// in de, fr, es and ru; "50‎%‎" (left-to-right marks around "%") for "ar"; "٥٠٪؜" (U+066A and
  /// an Arabic letter mark) for "ar-EG"; "५०%" for "hi-u-nu-deva".
  @Test(arguments: [
    (ControlLanguage.english, NumberSymbols.plain, 50, "50%"),
    (.german, german, 50, "50\u{00A0}%"),
    (.german, german, 1234, "1.234\u{00A0}%"),
    (.french, .plain, 50, "50\u{00A0}%"),
    (.spanish, .plain, 50, "50\u{00A0}%"),
    (.russian, .plain, 50, "50\u{00A0}%"),
    (.italian, .plain, 50, "50%"),
    (.brazilianPortuguese, .plain, 50, "50%"),
    (.japanese, .plain, 50, "50%"),
    (.simplifiedChinese, .plain, 50, "50%"),
    (.hebrew, .plain, 50, "50%"),
    (.arabic, .plain, 50, "50\u{200E}%\u{200E}"),
    (.arabic, arabicIndic, 50, "٥٠\u{066A}\u{061C}"),
    (.hindi, devanagari, 50, "५०%"),
    (.hindi, .plain, 0, "0%"),
  ])
  func percentFollowsTheLanguageAndDigits(
    language: ControlLanguage, symbols: NumberSymbols, percent: Int, expected: String
  ) {
    #expect(language.percentText(percent, numberSymbols: symbols) == expected)
  }

  /// A HUD at 50 % says the percentage as its language writes it, not a hard-coded "50%".
  @Test(arguments: [
    (ControlLanguage.english, NumberSymbols.plain, "50%"),
    (.french, .plain, "50\u{00A0}%"),
    (.german, german, "50\u{00A0}%"),
    (.arabic, arabicIndic, "٥٠\u{066A}\u{061C}"),
    (.hindi, devanagari, "५०%"),
  ])
  func theHUDsProgressValueIsLocalized(
    language: ControlLanguage, symbols: NumberSymbols, expected: String
  ) {
    var hud = HUDState(
      timing: HUDTiming(gracePeriod: .zero), language: language, numberSymbols: symbols)
    _ = hud.reduce(.taskBegan(HUDToken(1), .progress(0.5, "x"), at: .zero))
    #expect(hud.accessibilityElement?.role == .progressBar)
    #expect(hud.accessibilityElement?.value == expected)
    #expect(hud.accessibilityElement?.numericValue == 0.5)
  }

  /// The title and its details line become one label joined as the language joins them: CLDR's
  /// list separator ", " / "、", the clause comma "，" in Chinese and "، " in Arabic; never an
  /// ASCII ", " in a language that writes another.
  @Test(arguments: [
    (ControlLanguage.english, "Uploading", "3 of 10", "Uploading, 3 of 10"),
    (.german, "Wird hochgeladen", "3 von 10", "Wird hochgeladen, 3 von 10"),
    (.simplifiedChinese, "正在上传", "第 3 张，共 10 张", "正在上传，第 3 张，共 10 张"),
    (.traditionalChinese, "正在上傳", "3/10", "正在上傳，3/10"),
    (.japanese, "アップロード中", "10 枚中 3 枚", "アップロード中、10 枚中 3 枚"),
    (.arabic, "جارٍ الرفع", "3 من 10", "جارٍ الرفع، 3 من 10"),
    (.hebrew, "מעלה", "3 מתוך 10", "מעלה, 3 מתוך 10"),
  ])
  func titleAndDetailsJoinAsTheLanguageDoes(
    language: ControlLanguage, title: String, details: String, expected: String
  ) {
    var hud = HUDState(timing: HUDTiming(gracePeriod: .zero), language: language)
    let effects = hud.reduce(
      .taskBegan(HUDToken(1), HUDContent.spinner(title).detailed(details), at: .zero))
    #expect(effects.contains(.announce(expected)))
    #expect(hud.accessibilityElement?.label == expected)
    #expect(language.titleWithDetails(title, details) == expected)
  }

  /// Only the languages written with Latin letters, Cyrillic, Hebrew, Devanagari or Hangul keep
  /// the ASCII ", ".
  @Test func cjkAndArabicNeverJoinWithAnASCIIComma() {
    for language in [ControlLanguage.simplifiedChinese, .traditionalChinese, .japanese, .arabic] {
      #expect(!language.titleWithDetails("a", "b").contains(","), "\(language)")
    }
  }
}
