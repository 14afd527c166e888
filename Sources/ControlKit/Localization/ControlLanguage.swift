/// The language of everything a control shows or says: button labels, hints, announcements,
/// limit messages, the HUD's default title and Cancel button, the arc stepper's spoken value.
///
/// The core reads no locale (it has no Foundation): the front-end passes the user's language,
/// usually picked from a BCP-47 tag. English is the default everywhere, so front-ends that pass
/// nothing keep their English strings. Each language has one complete table of words
/// (`Localization/Tables`); the DocC article "Languages" lists the source of every word.
///
/// ```swift
/// let language = ControlLanguage(languageTag: "de-AT")          // .german
/// let configuration = try StepperConfiguration(range: 1...99, language: language)
/// language.limitReachedAnnouncement(.upper)                      // "Maximum erreicht"
/// ControlLanguage(languageTag: "ar-EG").writingDirection         // .rightToLeft
/// ```
public enum ControlLanguage: String, Hashable, Sendable, CaseIterable {
  /// English (the default).
  case english = "en"
  /// Simplified Chinese (zh-Hans: mainland China, Singapore).
  case simplifiedChinese = "zh-Hans"
  /// Traditional Chinese (zh-Hant: Taiwan, Hong Kong, Macao).
  case traditionalChinese = "zh-Hant"
  /// Japanese.
  case japanese = "ja"
  /// Korean.
  case korean = "ko"
  /// German.
  case german = "de"
  /// French.
  case french = "fr"
  /// Spanish.
  case spanish = "es"
  /// Italian.
  case italian = "it"
  /// Brazilian Portuguese, also used for every other Portuguese (pt-PT, pt-AO...).
  case brazilianPortuguese = "pt-BR"
  /// Russian.
  case russian = "ru"
  /// Arabic (written right to left).
  case arabic = "ar"
  /// Hebrew (written right to left).
  case hebrew = "he"
  /// Hindi.
  case hindi = "hi"

  /// The language for a BCP-47 tag such as "zh-Hant-TW", "de-CH" or "en-GB".
  ///
  /// POSIX forms such as "zh_TW.UTF-8" or "sr@latin" work too, and case is ignored. Chinese
  /// with the Traditional script, or from Taiwan, Hong Kong or Macao without a script, is
  /// Traditional, other Chinese Simplified; every Portuguese is ``brazilianPortuguese``; the
  /// old Hebrew code "iw" is Hebrew. Every language not listed, and any text that is not a tag,
  /// falls back to English.
  public init(languageTag: String) {
    self = ControlLanguage.match(languageTag) ?? .english
  }

  /// The language a tag names when ControlKit has it, or nil (where ``init(languageTag:)``
  /// falls back to English).
  ///
  /// Front-ends use it to tell "the app ships English" from "the app ships a language
  /// ControlKit lacks":
  ///
  /// ```swift
  /// ControlLanguage(supportedLanguageTag: "pt-PT")   // .brazilianPortuguese
  /// ControlLanguage(supportedLanguageTag: "pl")      // nil
  /// ```
  public init?(supportedLanguageTag tag: String) {
    guard let language = ControlLanguage.match(tag) else { return nil }
    self = language
  }

  /// The first of the user's preferred languages (most preferred first, as
  /// `Locale.preferredLanguages` lists them) that ControlKit has; English when none is.
  ///
  /// ```swift
  /// ControlLanguage(preferredLanguages: ["pl-PL", "de-DE", "en"])   // .german
  /// ```
  public init(preferredLanguages: [String]) {
    self = preferredLanguages.lazy.compactMap(ControlLanguage.match).first ?? .english
  }

  /// The BCP-47 tag of this language: "en", "zh-Hans", "pt-BR"...
  public var languageTag: String { rawValue }

  /// The supported language `tag` names, or nil.
  static func match(_ tag: String) -> ControlLanguage? {
    // "de_DE.UTF-8@euro": the encoding and the modifier name no language.
    let name = tag.split(whereSeparator: { $0 == "." || $0 == "@" }).first ?? ""
    let subtags = name.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let language = subtags.first else { return nil }
    let rest = subtags.dropFirst()
    switch language {
    case "en": return .english
    case "zh", "cmn": return chinese(rest, traditionalByDefault: false)
    case "yue": return chinese(rest, traditionalByDefault: true)
    case "ja": return .japanese
    case "ko": return .korean
    case "de": return .german
    case "fr": return .french
    case "es": return .spanish
    case "it": return .italian
    case "pt": return .brazilianPortuguese
    case "ru": return .russian
    case "ar": return .arabic
    case "he", "iw": return .hebrew
    case "hi": return .hindi
    default: return nil
    }
  }

  /// Chinese by its script, then its region: "zh-Hant-CN" is Traditional, "zh-Hans-TW"
  /// Simplified, "zh-HK" Traditional.
  private static func chinese(
    _ subtags: ArraySlice<Substring>, traditionalByDefault: Bool
  ) -> ControlLanguage {
    if subtags.contains("hans") { return .simplifiedChinese }
    if subtags.contains("hant") { return .traditionalChinese }
    if subtags.contains(where: { ["tw", "hk", "mo"].contains($0) }) { return .traditionalChinese }
    return traditionalByDefault ? .traditionalChinese : .simplifiedChinese
  }
}
