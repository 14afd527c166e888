import ControlKit
import Testing

/// CLDR's plural categories for integers, as tables per language (the rules:
/// https://unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
@Suite("Plural categories")
struct PluralCategoryTests {
  @Test(arguments: [
    (0, PluralCategory.many), (1, .one), (2, .few), (4, .few), (5, .many), (10, .many),
    (11, .many), (12, .many), (14, .many), (20, .many), (21, .one), (22, .few), (25, .many),
    (101, .one), (111, .many), (112, .many), (122, .few), (1001, .one), (-21, .one),
  ])
  func russian(count: Int, expected: PluralCategory) {
    #expect(ControlLanguage.russian.pluralCategory(of: count) == expected)
  }

  @Test(arguments: [
    (0, PluralCategory.zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many),
    (99, .many), (100, .other), (101, .other), (102, .other), (103, .few), (110, .few),
    (111, .many), (199, .many), (200, .other), (1000, .other), (-3, .few),
  ])
  func arabic(count: Int, expected: PluralCategory) {
    #expect(ControlLanguage.arabic.pluralCategory(of: count) == expected)
  }

  @Test(arguments: [
    (0, PluralCategory.other), (1, .one), (2, .two), (3, .other), (10, .other), (20, .other),
    (22, .other),
  ])
  func hebrew(count: Int, expected: PluralCategory) {
    #expect(ControlLanguage.hebrew.pluralCategory(of: count) == expected)
  }

  @Test func romanceLanguagesHaveOneAndMillions() {
    for language in [ControlLanguage.french, .brazilianPortuguese] {
      #expect(language.pluralCategory(of: 0) == .one)  // "0 fichier"
      #expect(language.pluralCategory(of: 1) == .one)
      #expect(language.pluralCategory(of: 2) == .other)
      #expect(language.pluralCategory(of: 1_000_000) == .many)  // "1 million de"
      #expect(language.pluralCategory(of: 1_000_001) == .other)
    }
    for language in [ControlLanguage.spanish, .italian] {
      #expect(language.pluralCategory(of: 0) == .other)
      #expect(language.pluralCategory(of: 1) == .one)
      #expect(language.pluralCategory(of: 3_000_000) == .many)
    }
  }

  @Test func oneOrOtherAndOtherOnly() {
    for language in [ControlLanguage.english, .german] {
      #expect((0...3).map(language.pluralCategory(of:)) == [.other, .one, .other, .other])
    }
    #expect((0...3).map(ControlLanguage.hindi.pluralCategory(of:)) == [.one, .one, .other, .other])
    for language in [ControlLanguage.simplifiedChinese, .traditionalChinese, .japanese, .korean] {
      #expect(Set((0...200).map(language.pluralCategory(of:))) == [.other])
    }
  }

  @Test(arguments: ControlLanguage.allCases)
  func extremesNeverCrash(language: ControlLanguage) {
    for count in [Int.min, Int.min + 1, -1, 0, Int.max] {
      _ = language.pluralCategory(of: count)
    }
  }
}
