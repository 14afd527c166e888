extension ControlLanguage {
  /// The CLDR plural category of the integer `count` in this language (the sign is ignored, as
  /// CLDR's operand n is the absolute value).
  ///
  /// ```swift
  /// ControlLanguage.russian.pluralCategory(of: 21)   // .one  ("21 шаг")
  /// ControlLanguage.russian.pluralCategory(of: 12)   // .many
  /// ControlLanguage.arabic.pluralCategory(of: 103)   // .few
  /// ControlLanguage.japanese.pluralCategory(of: 1)   // .other
  /// ```
  ///
  /// The rules are CLDR 44's integer rules (visible fraction digits v = 0, exponent e = 0).
  public func pluralCategory(of count: Int) -> PluralCategory {
    let n = count.magnitude
    let mod10 = n % 10
    let mod100 = n % 100
    let millions = n != 0 && n % 1_000_000 == 0
    switch self {
    case .english, .german:
      // one: i = 1 and v = 0
      return n == 1 ? .one : .other
    case .simplifiedChinese, .traditionalChinese, .japanese, .korean:
      return .other
    case .french, .brazilianPortuguese:
      // fr: one: i = 0,1; pt: one: i = 0..1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0
      if n <= 1 { return .one }
      return millions ? .many : .other
    case .spanish, .italian:
      // es: one: n = 1; it: one: i = 1 and v = 0; many as French
      if n == 1 { return .one }
      return millions ? .many : .other
    case .russian:
      // one: v = 0 and i % 10 = 1 and i % 100 != 11
      // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
      // many: v = 0 and i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case .arabic:
      // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99
      switch (n, mod100) {
      case (0, _): return .zero
      case (1, _): return .one
      case (2, _): return .two
      case (_, 3...10): return .few
      case (_, 11...99): return .many
      default: return .other
      }
    case .hebrew:
      // one: i = 1 and v = 0; two: i = 2 and v = 0
      switch n {
      case 1: return .one
      case 2: return .two
      default: return .other
      }
    case .hindi:
      // one: i = 0 or n = 1
      return n <= 1 ? .one : .other
    }
  }
}
