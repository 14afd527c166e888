/// A CLDR plural category: which form of a word a count takes ("1 step", "2 steps"; Russian
/// "шага"/"шагов", Arabic "خطوتين"/"خطوات"/"خطوة").
///
/// ``ControlLanguage/pluralCategory(of:)`` implements the CLDR rules for integers of every
/// ``ControlLanguage``, from CLDR's table of plural rules:
/// https://unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html
public enum PluralCategory: String, Hashable, Sendable, CaseIterable {
  /// Arabic 0.
  case zero
  /// 1, and the numbers that behave like it (Russian 21, French 0).
  case one
  /// Arabic and Hebrew 2.
  case two
  /// A few (Russian 2–4, 22–24; Arabic 3–10).
  case few
  /// Many (Russian 5–20, 25–30; Arabic 11–99; French, Spanish, Italian and Portuguese
  /// multiples of a million).
  case many
  /// Everything else, and the only category in Chinese, Japanese and Korean.
  case other
}
