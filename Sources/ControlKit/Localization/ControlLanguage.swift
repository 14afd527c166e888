/// The language of everything a control shows or says: button labels, hints, announcements,
/// limit messages, the HUD's default title, the arc stepper's spoken value.
///
/// The core reads no locale (it has no Foundation): the front-end passes the user's language,
/// usually picked from a BCP-47 tag. English is the default everywhere, so front-ends that pass
/// nothing keep their English strings.
///
/// ```swift
/// let language = ControlLanguage(languageTag: "zh-Hans-CN")   // .simplifiedChinese
/// let configuration = try StepperConfiguration(range: 1...99, language: language)
/// language.limitReachedAnnouncement(.upper)                    // "已达到最大值"
/// ```
public enum ControlLanguage: String, Hashable, Sendable, CaseIterable {
  /// English (the default).
  case english = "en"
  /// Simplified Chinese (zh-Hans: mainland China, Singapore).
  case simplifiedChinese = "zh-Hans"

  /// The language for a BCP-47 tag such as "zh-Hans-CN", "zh-CN" or "en-GB".
  ///
  /// POSIX forms such as "zh_CN.UTF-8" work too, and case is ignored. Chinese without a Traditional script or region
  /// is Simplified; Traditional Chinese ("zh-Hant", "zh-TW", "zh-HK", "zh-MO") and every
  /// language not listed fall back to English.
  public init(languageTag: String) {
    self = ControlLanguage.match(languageTag) ?? .english
  }

  /// The first of the user's preferred languages (most preferred first, as `Locale.preferredLanguages`
  /// lists them) that ControlKit has; English when none is.
  ///
  /// ```swift
  /// ControlLanguage(preferredLanguages: ["zh-Hant-TW", "zh-Hans-CN", "en"])  // .simplifiedChinese
  /// ```
  public init(preferredLanguages: [String]) {
    self = preferredLanguages.lazy.compactMap(ControlLanguage.match).first ?? .english
  }

  /// The BCP-47 tag of this language: "en" or "zh-Hans".
  public var languageTag: String { rawValue }

  /// The supported language `tag` names, or nil.
  static func match(_ tag: String) -> ControlLanguage? {
    let withoutEncoding = tag.split(separator: ".", maxSplits: 1).first ?? ""
    let subtags = withoutEncoding.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let language = subtags.first else { return nil }
    switch language {
    case "en":
      return .english
    case "zh", "cmn":
      let rest = subtags.dropFirst()
      if rest.contains("hans") { return .simplifiedChinese }
      if rest.contains("hant") || rest.contains(where: { ["tw", "hk", "mo"].contains($0) }) {
        return nil
      }
      return .simplifiedChinese
    default:
      return nil
    }
  }
}
