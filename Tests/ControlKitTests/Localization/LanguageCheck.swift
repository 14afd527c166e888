@testable import ControlKit

/// Reads a language's table the way a reviewer would and returns what a native speaker would
/// catch: a string left in English, letters of another script, and text garbled by a wrong
/// encoding (mojibake).
///
/// Placeholders (`{value}`) are left out of every check; digits, punctuation and spaces belong to
/// no script.
///
/// ```swift
/// LanguageCheck.problems(in: .german, table: ControlStringTable.german)   // []
/// ```
struct LanguageCheck {
  /// One finding: the entry (a key's name, `stepOf.two`...) and what is wrong with it.
  enum Problem: Hashable, CustomStringConvertible {
    /// The same text as English's, in a language that is not English.
    case sameAsEnglish(entry: String, text: String)
    /// A letter outside the scripts the language is written in (the entry's first).
    case wrongScript(entry: String, letter: Unicode.Scalar)
    /// A pattern UTF-8 text takes when decoded as Latin-1 or Windows-1252, or a replacement
    /// character.
    case mojibake(entry: String, text: String)

    var description: String {
      switch self {
      case .sameAsEnglish(let entry, let text): "\(entry): “\(text)” is English"
      case .wrongScript(let entry, let letter):
        "\(entry): “\(letter)” U+\(String(letter.value, radix: 16, uppercase: true)) is "
          + "not in the language's script"
      case .mojibake(let entry, let text): "\(entry): “\(text)” looks garbled"
      }
    }
  }

  /// Strings a language may share with English, each with its reason.
  ///
  /// A template whose only letters are in its placeholders ("{value}%", "{value}, {limit}") is exempt on its own:
  /// it holds punctuation and digits, no word to translate.
  static let sameAsEnglishAllowed: [ControlLanguage: [String: String]] = [
    .french: [
      "maximumWord": "French writes the limit word “maximum” as English does (Larousse).",
      "minimumWord": "French writes the limit word “minimum” as English does (Larousse).",
    ]
  ]

  /// Every problem in `table`, read as `language`.
  static func problems(in language: ControlLanguage, table: ControlStringTable) -> [Problem] {
    let english = entries(of: ControlStringTable.english)
    var found: [Problem] = []
    for (entry, text) in entries(of: table) {
      let words = withoutPlaceholders(text)
      if language != .english, let englishText = english[entry], englishText == text,
        words.unicodeScalars.contains(where: \.properties.isAlphabetic),
        sameAsEnglishAllowed[language]?[entry] == nil
      {
        found.append(.sameAsEnglish(entry: entry, text: text))
      }
      let scripts = Script.scripts(of: language)
      if let letter = words.unicodeScalars.first(where: { scalar in
        scalar.properties.isAlphabetic && !scripts.contains { $0.contains(scalar) }
      }) {
        found.append(.wrongScript(entry: entry, letter: letter))
      }
      if isGarbled(text) { found.append(.mojibake(entry: entry, text: text)) }
    }
    return found
  }

  /// Every string of `table` by entry name: each key, each step template by category.
  static func entries(of table: ControlStringTable) -> [String: String] {
    var entries: [String: String] = [:]
    for (key, text) in table.strings { entries[key.rawValue] = text }
    for (category, text) in table.stepOf { entries["stepOf.\(category)"] = text }
    for (category, text) in table.stepZeroOf { entries["stepZeroOf.\(category)"] = text }
    if let native = table.percentInNativeDigits { entries["percentInNativeDigits"] = native }
    return entries
  }

  /// `text` with every `{name}` removed.
  static func withoutPlaceholders(_ text: String) -> String {
    var result = ""
    var inPlaceholder = false
    for character in text {
      if character == "{" {
        inPlaceholder = true
      } else if character == "}" && inPlaceholder {
        inPlaceholder = false
      } else if !inPlaceholder {
        result.append(character)
      }
    }
    return result
  }

  /// Whether `text` holds U+FFFD, a C1 control, or a UTF-8 lead byte read as Latin-1 followed
  /// by a continuation byte read as Latin-1 or Windows-1252: "Ã©" (é), "â€™" (’), "Ø§" (ا),
  /// "Ð°" (а), "à¤" (Devanagari), "Â " (a no-break space).
  static func isGarbled(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      if scalar == "\u{FFFD}" || (0x80...0x9F).contains(scalar.value) { return true }
      guard (0xC2...0xF4).contains(scalar.value), index + 1 < scalars.count else { continue }
      let next = scalars[index + 1]
      if (0xA0...0xBF).contains(next.value) || windows1252High.contains(next) { return true }
    }
    return false
  }

  /// What Windows-1252 decodes the bytes 0x80–0x9F to (the continuation bytes Latin-1 leaves
  /// as C1 controls).
  static let windows1252High: Set<Unicode.Scalar> = Set(
    "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ".unicodeScalars)

  /// A script, as the Unicode blocks its letters live in.
  enum Script: CaseIterable {
    case latin, cyrillic, arabic, hebrew, devanagari, han, hiragana, katakana, hangul

    /// The blocks of this script's letters.
    var ranges: [ClosedRange<UInt32>] {
      switch self {
      case .latin: [0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF]
      case .cyrillic: [0x400...0x52F]
      case .arabic: [0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF]
      case .hebrew: [0x590...0x5FF, 0xFB1D...0xFB4F]
      case .devanagari: [0x900...0x97F, 0xA8E0...0xA8FF]
      case .han: [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F]
      case .hiragana: [0x3040...0x309F]
      case .katakana: [0x30A0...0x30FF, 0x31F0...0x31FF]
      case .hangul: [0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF]
      }
    }

    /// Whether `scalar` is in one of this script's blocks.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
      ranges.contains { $0.contains(scalar.value) }
    }

    /// The scripts `language` is written in.
    static func scripts(of language: ControlLanguage) -> [Script] {
      switch language {
      case .english, .german, .french, .spanish, .italian, .brazilianPortuguese: [.latin]
      case .russian: [.cyrillic]
      case .arabic: [.arabic]
      case .hebrew: [.hebrew]
      case .hindi: [.devanagari]
      case .simplifiedChinese, .traditionalChinese: [.han]
      case .japanese: [.han, .hiragana, .katakana]
      case .korean: [.hangul]
      }
    }
  }
}
