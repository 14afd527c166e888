#if Cairo
import ControlKit
import Testing

@testable import ControlKitGallery

/// The Arabic, Hebrew, Japanese and Hindi pages: each has the stepper, the arc stepper, the HUD
/// and the word list, drawn with the language's words, digits and writing direction.
@Suite("Gallery language pages")
struct LanguagePageTests {
  let specimens: [GallerySpecimen]
  let measurer = FixedAdvanceTextMeasurer()

  init() throws {
    specimens = try GalleryCatalogue.specimens()
  }

  /// The texts a specimen draws.
  func texts(_ path: String) throws -> [String] {
    let specimen = try #require(specimens.first { $0.path == path }, "no specimen \(path)")
    return specimen.draw(.light, measurer).compactMap {
      if case .text(let box) = $0 { return box.text }
      return nil
    }
  }

  @Test(arguments: [
    (ControlLanguage.arabic, "ar"), (.hebrew, "he"), (.japanese, "ja"), (.hindi, "hi"),
  ])
  func everyPageShowsItsLanguage(language: ControlLanguage, folder: String) throws {
    let paths = Set(specimens.map(\.path))
    for id in ["stepper", "arc-stepper", "hud", "words"] {
      #expect(paths.contains("\(folder)/\(id)"), "missing \(folder)/\(id)")
    }
    let words = try texts("\(folder)/words")
    #expect(words.count == 8)
    #expect(
      words.last
        == language.titleWithDetails(
          language.loadingTitle,
          language.percentText(
            50, numberSymbols: try GalleryCatalogue.pageNumberSymbols(language))))
    #expect(words.contains { $0.contains(language.increaseButtonLabel) })
    #expect(words.contains(language.stepperHint))
    #expect(try texts("\(folder)/hud").contains(language.cancelTitle))
    #expect(try texts("\(folder)/hud").contains(language.loadingTitle))
  }

  /// Arabic is written with Arabic-Indic digits and counted in its plural; Japanese puts the
  /// count first.
  @Test func digitsAndWordOrder() throws {
    #expect(try texts("ar/arc-stepper").contains("٥ من ١٠ خطوات"))
    #expect(try texts("ar/stepper").contains("٣"))
    #expect(try texts("ja/arc-stepper").contains("10 段階中 5 段階目"))
    #expect(try texts("he/arc-stepper").contains("5 מתוך 10"))
    #expect(try texts("hi/arc-stepper").contains("10 में से 5"))
    // The HUD's percent and the title joined to it: Arabic's comma and Arabic-Indic percent,
    // Japanese's "、".
    #expect(try texts("ar/words").contains("جارٍ التحميل، ٥٠\u{066A}\u{061C}"))
    #expect(try texts("ja/words").contains("読み込み中、50%"))
  }

  /// Right to left puts + on the left: the stepper's first button frame drawn (in drawing
  /// order, − then +) lies right of the second in Arabic and Hebrew, left of it in Japanese.
  @Test(arguments: [("ar", true), ("he", true), ("ja", false), ("hi", false)])
  func theStepperMirrorsRightToLeft(folder: String, mirrored: Bool) throws {
    let configuration = try StepperConfiguration(minimum: 1, maximum: 10)
    let state = StepperState(value: 3, configuration: configuration)
    let direction: WritingDirection = mirrored ? .rightToLeft : .leftToRight
    let layout = StepperLayout.layout(
      bounds: GalleryCatalogue.stepperBounds, style: .standard, direction: direction,
      isDecrementHidden: state.presentation(shakeOffset: 0).isDecrementHidden)
    #expect((layout.decrementIcon.minX > layout.incrementIcon.minX) == mirrored)
    let language = GalleryCatalogue.pagedLanguages.first { $0.1.folder == folder }?.0
    #expect(language?.writingDirection == direction)
  }
}
#endif
