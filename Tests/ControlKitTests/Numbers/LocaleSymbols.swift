@testable import ControlKit

/// The number symbols of the locales issue 34 names, as Foundation (ICU/CLDR) and glibc give them:
/// what a front-end hands the core for a user in each locale.
enum LocaleSymbols {
  /// Each locale's identifier and symbols.
  ///
  /// `fr_FR` groups with U+202F (CLDR) and `fr_FR (glibc)`
  /// with U+00A0; `es_ES` groups only from five digits; `hi_IN` groups 3 then 2; `ar_EG` writes
  /// Arabic-Indic digits with U+066B and U+066C and an Arabic letter mark before its minus.
  static let all: [(String, NumberSymbols)] = [
    ("en_US", make(".", ",")),
    ("de_DE", make(",", ".")),
    ("fr_FR", make(",", "\u{202F}")),
    ("fr_FR (glibc)", make(",", "\u{00A0}")),
    ("es_ES", make(",", ".", minimumGroupingDigits: 2)),
    ("hi_IN", make(".", ",", secondaryGroupingSize: 2)),
    ("ar_EG", make("\u{066B}", "\u{066C}", minusSign: "\u{061C}-", zeroDigit: "\u{0660}")),
    ("zh_CN", make(".", ",")),
    ("ja_JP", make(".", ",")),
    ("de_DE €", make(",", ".", suffix: "\u{00A0}€")),
    ("en_US $", make(".", ",", prefix: "$")),
    ("fr_FR %", make(",", "\u{202F}", suffix: "\u{00A0}%")),
    ("en_US kg", make(".", ",", suffix: " kg")),
    ("plain", .plain),
    ("apostrophes", make("'", "\u{2019}")),
    (
      "percent first",
      make("·", ".", minusSign: "\u{2212}", zeroDigit: "\u{0966}", prefix: "\u{00A0}%")
    ),
  ]

  /// The symbols of `identifier` in ``all``.
  static func symbols(_ identifier: String) -> NumberSymbols {
    all.first { $0.0 == identifier }?.1 ?? .plain
  }

  private static func make(
    _ decimal: Character, _ grouping: Character, secondaryGroupingSize: Int? = nil,
    minimumGroupingDigits: Int = 1, minusSign: String = "-", zeroDigit: Unicode.Scalar = "0",
    prefix: String = "", suffix: String = ""
  ) -> NumberSymbols {
    (try? NumberSymbols(
      decimalSeparator: decimal, groupingSeparator: grouping,
      secondaryGroupingSize: secondaryGroupingSize, minimumGroupingDigits: minimumGroupingDigits,
      minusSign: minusSign, zeroDigit: zeroDigit, prefix: prefix, suffix: suffix)) ?? .plain
  }
}
