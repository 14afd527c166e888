import ControlKit
import Testing

/// `ControlLanguage(languageTag:)` over generated tags: case, `_` or `-`, scripts, regions,
/// encodings, modifiers and extensions never change the language; garbage never crashes and
/// falls back to English.
@Suite("Language tag matching")
struct LanguageTagPropertyTests {
  /// A language, the tags that must name it, and regions and scripts that keep it.
  static let samples: [(ControlLanguage, [String])] = [
    (.english, ["en", "en-US", "en-GB", "en-Latn-IN", "en_AU.UTF-8"]),
    (.simplifiedChinese, ["zh", "zh-CN", "zh-SG", "zh-Hans", "zh-Hans-HK", "zh_CN.GB18030"]),
    (
      .traditionalChinese,
      ["zh-Hant", "zh-TW", "zh-HK", "zh-MO", "zh-Hant-CN", "zh_TW.Big5", "yue", "yue-Hant-HK"]
    ),
    (.japanese, ["ja", "ja-JP", "ja_JP.eucJP", "ja-Jpan-JP-u-ca-japanese"]),
    (.korean, ["ko", "ko-KR", "ko-Kore-KR", "ko_KR.UTF-8"]),
    (.german, ["de", "de-DE", "de-AT", "de-CH", "de_DE.UTF-8@euro", "de-DE-1996"]),
    (.french, ["fr", "fr-FR", "fr-CA", "fr-BE", "fr_CH.ISO-8859-1"]),
    (.spanish, ["es", "es-ES", "es-419", "es-MX", "es_AR.UTF-8"]),
    (.italian, ["it", "it-IT", "it-CH", "it_IT@euro"]),
    (.brazilianPortuguese, ["pt", "pt-BR", "pt-PT", "pt-AO", "pt_BR.UTF-8", "pt-Latn-BR"]),
    (.russian, ["ru", "ru-RU", "ru-UA", "ru_RU.KOI8-R"]),
    (.arabic, ["ar", "ar-EG", "ar-SA", "ar-001", "ar_EG.UTF-8", "ar-Arab-MA"]),
    (.hebrew, ["he", "he-IL", "iw", "iw_IL.UTF-8", "he_IL.ISO-8859-8"]),
    (.hindi, ["hi", "hi-IN", "hi-Latn-IN", "hi_IN.UTF-8"]),
  ]

  @Test func everySampleNamesItsLanguage() {
    for (language, tags) in Self.samples {
      for tag in tags {
        #expect(ControlLanguage(languageTag: tag) == language, "\(tag)")
        #expect(ControlLanguage(languageTag: language.languageTag) == language)
      }
    }
  }

  /// Case and separators are spelling: every mix of upper and lower case and of `-` and `_`
  /// names the same language (a seeded generator, so a failure repeats).
  @Test func caseAndSeparatorsDoNotMatter() {
    var random = SplitMix64(seed: 37)
    for (language, tags) in Self.samples {
      for tag in tags {
        for _ in 0..<20 {
          let respelled = String(
            tag.map { character -> Character in
              if character == "-" || character == "_" {
                return random.next() % 2 == 0 ? "-" : "_"
              }
              if character == "." || character == "@" { return character }
              return random.next() % 2 == 0
                ? Character(character.uppercased()) : Character(character.lowercased())
            })
          #expect(ControlLanguage(languageTag: respelled) == language, "\(respelled)")
        }
      }
    }
  }

  /// A region or script from another language never moves a tag to it: "en-TW" is English,
  /// "ar-IL" Arabic, "he-EG" Hebrew.
  @Test func theLanguageSubtagDecides() {
    let regions = ["TW", "HK", "CN", "BR", "PT", "IL", "EG", "JP", "Hant", "Hans", "Arab", "Hebr"]
    for (language, _) in Self.samples
    where language != .simplifiedChinese
      && language != .traditionalChinese
    {
      let base = language.languageTag.split(separator: "-").first.map(String.init) ?? ""
      for region in regions {
        #expect(ControlLanguage(languageTag: "\(base)-\(region)") == language, "\(base)-\(region)")
      }
    }
  }

  @Test(arguments: [
    "", " ", "-", "_", ".", "@", "--", "C", "POSIX", "C.UTF-8", "und", "Base", "x-klingon",
    "english", "chinese", "zhx", "deu", "e", "🙂", "zh\u{0}Hant", "\u{FFFD}", "pl-PL", "nl",
    "sv_SE", "tr", "uk-UA", "fa-IR", "ur-PK",
  ])
  func notALanguageWeHaveIsEnglish(tag: String) {
    #expect(ControlLanguage(languageTag: tag) == .english)
  }

  /// Random text and random scalars never crash, and a known language subtag before a garbage
  /// tail is still read.
  @Test func garbageNeverCrashes() {
    var random = SplitMix64(seed: 3_700)
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJ-_.@ 0123456789中文ع\u{0}\u{202E}")
    for _ in 0..<2_000 {
      let length = Int(random.next() % 24)
      let garbage = String(
        (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
      _ = ControlLanguage(languageTag: garbage)
      _ = ControlLanguage(preferredLanguages: [garbage, garbage])
      let tail = garbage.filter { $0 != "." && $0 != "@" && $0 != "-" && $0 != "_" }
      #expect(ControlLanguage(languageTag: "ru-" + tail) == .russian, "ru-\(tail)")
      let scalars = String(
        String.UnicodeScalarView(
          (0..<length).compactMap { _ in Unicode.Scalar(UInt32(random.next() % 0x11_0000)) }))
      _ = ControlLanguage(languageTag: scalars)
    }
  }

  @Test func preferredLanguagesTakeTheFirstWeHave() {
    #expect(ControlLanguage(preferredLanguages: ["nl-NL", "pt-PT", "en"]) == .brazilianPortuguese)
    #expect(ControlLanguage(preferredLanguages: ["zh-HK", "zh-CN"]) == .traditionalChinese)
    #expect(ControlLanguage(preferredLanguages: ["", "garbage", "ar-EG"]) == .arabic)
    #expect(ControlLanguage(preferredLanguages: ["pl", "sv"]) == .english)
  }
}

/// A small seeded generator (Vigna's SplitMix64), so property tests repeat.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
