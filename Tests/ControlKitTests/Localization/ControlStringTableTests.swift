import Testing

@testable import ControlKit

/// One table per language, each complete: every key, every plural form its counts can take,
/// every placeholder its message needs; and the words taken from GTK's own translations.
@Suite("Language tables")
struct ControlStringTableTests {
  /// The fourteen: English, both Chinese scripts and the twelve others.
  @Test func fourteenLanguages() {
    #expect(ControlLanguage.allCases.count >= 14)
    #expect(
      Set(ControlLanguage.allCases.map(\.languageTag)) == [
        "en", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es", "it", "pt-BR", "ru", "ar", "he",
        "hi",
      ])
  }

  @Test(arguments: ControlLanguage.allCases)
  func everyKeyIsInEveryTable(language: ControlLanguage) {
    let table = language.table
    let missing = ControlStringKey.allCases.filter { (table.strings[$0] ?? "").isEmpty }
    #expect(missing.isEmpty, "\(language) lacks \(missing)")
    #expect(table.strings.count == ControlStringKey.allCases.count)
  }

  /// Every category a count from 0 to 1,000 (and a million) takes in the language has its own
  /// form in the table, so none falls back to `.other` by accident.
  @Test(arguments: ControlLanguage.allCases)
  func everyPluralFormIsInEveryTable(language: ControlLanguage) {
    let table = language.table
    #expect(!(table.stepOf[.other] ?? "").isEmpty)
    let used = Set((Array(0...1000) + [1_000_000, 2_000_000]).map(language.pluralCategory(of:)))
    let missing = used.filter { (table.stepOf[$0] ?? "").isEmpty }
    #expect(missing.isEmpty, "\(language) lacks \(missing)")
    // A zero wording, where a language has one, covers the same categories.
    if !table.stepZeroOf.isEmpty {
      let missingZero = used.filter { (table.stepZeroOf[$0] ?? "").isEmpty }
      #expect(missingZero.isEmpty, "\(language) lacks zero forms \(missingZero)")
    }
  }

  /// Each message keeps its placeholders, and each placeholder is one the message fills.
  @Test(arguments: ControlLanguage.allCases)
  func placeholdersAreTheMessagesOwn(language: ControlLanguage) {
    let table = language.table
    for key in ControlStringKey.allCases {
      let expected: Set<String> =
        switch key {
        case .valueSet, .percent: ["value"]
        case .valueAtLimit: ["value", "limit"]
        case .titleWithDetails: ["title", "details"]
        default: []
        }
      #expect(Self.placeholders(table[key]) == expected, "\(language) \(key)")
    }
    for (category, template) in table.stepOf.merging(table.stepZeroOf, uniquingKeysWith: +) {
      // Arabic says a count of one or two with the noun alone ("من خطوتين": of two steps).
      let namesItsCount = language == .arabic && [.one, .two].contains(category)
      let expected: Set<String> = namesItsCount ? ["step"] : ["step", "count"]
      #expect(Self.placeholders(template) == expected, "\(language) \(category)")
    }
    if let native = table.percentInNativeDigits {
      #expect(Self.placeholders(native) == ["value"], "\(language) percentInNativeDigits")
    }
  }

  /// No two words of one language are the same, and no filled message keeps a brace.
  @Test(arguments: ControlLanguage.allCases)
  func everyWordIsItsOwn(language: ControlLanguage) {
    let words = [
      language.increaseButtonLabel, language.decreaseButtonLabel, language.stepperHint,
      language.limitReachedAnnouncement(.upper), language.limitReachedAnnouncement(.lower),
      language.valueSetAnnouncement("5"), language.loadingTitle, language.cancelTitle,
      language.stepValueText(step: 5, count: 10), language.limitWord(.upper),
      language.limitWord(.lower), language.arcStepperLabel,
      language.valueAtLimit(language.stepValueText(step: 10, count: 10), .upper),
    ]
    #expect(Set(words).count == words.count, "\(words)")
    #expect(words.allSatisfy { !$0.contains("{") && !$0.contains("}") })
    #expect(language.valueSetAnnouncement("5").contains("5"))
  }

  /// "Cancel" and "Value" are GTK 4.8's own translations, but Arabic's Cancel.
  ///
  /// GTK's are `po/<lang>.po`, as Debian's gtk40.mo ships them, without the mnemonic:
  /// "_Abbrechen" is "Abbrechen". Arabic's Cancel is Android's and Flutter's word
  /// (``NativeWordingTests/arabicCancelIsTheVerbalNoun()``).
  @Test(arguments: [
    (ControlLanguage.english, "Cancel", "Value"), (.traditionalChinese, "取消", "數值"),
    (.simplifiedChinese, "取消", "数值"), (.japanese, "キャンセル", "値"), (.korean, "취소", "값"),
    (.german, "Abbrechen", "Wert"), (.french, "Annuler", "Valeur"), (.spanish, "Cancelar", "Valor"),
    (.italian, "Annulla", "Valore"), (.brazilianPortuguese, "Cancelar", "Valor"),
    (.russian, "Отмена", "Значение"), (.arabic, "إلغاء", "القيمة"), (.hebrew, "ביטול", "ערך"),
    (.hindi, "रद्द करें", "मान"),
  ])
  func gtksOwnWords(language: ControlLanguage, cancel: String, value: String) {
    #expect(language.cancelTitle == cancel)
    #expect(language.arcStepperLabel == value)
  }

  @Test func templatesFillOnlyTheirNames() {
    #expect(ControlStringTable.fill("{a} of {b}", ["a": "1", "b": "{a}"]) == "1 of {a}")
    #expect(ControlStringTable.fill("{unknown} and {", ["a": "1"]) == "{unknown} and {")
    #expect(ControlStringTable.fill("", ["a": "1"]) == "")
  }

  /// The names inside braces in `template`.
  static func placeholders(_ template: String) -> Set<String> {
    var names: Set<String> = []
    var name: String?
    for character in template {
      if character == "{" {
        name = ""
      } else if character == "}", let open = name {
        names.insert(open)
        name = nil
      } else if name != nil {
        name?.append(character)
      }
    }
    return names
  }
}
