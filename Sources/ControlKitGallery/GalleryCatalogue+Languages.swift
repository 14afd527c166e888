#if Cairo
import ControlKit

extension GalleryCatalogue {
  /// The languages with a page of their own: the two right-to-left scripts, the language
  /// whose "5 of 10" puts the count first, and Hindi, whose Devanagari needs a font of its own.
  static let pagedLanguages: [(ControlLanguage, GalleryGroup)] = [
    (.arabic, .arabic), (.hebrew, .hebrew), (.japanese, .japanese), (.hindi, .hindi),
  ]
  /// The taller container the language pages lay the HUD out in: a spinner, a title and a
  /// Cancel button fit without wrapping.
  static let languageHUDContainer = Rect(x: 0, y: 0, width: 280, height: 240)
  /// The font of the word lists: 13 points.
  static let wordFont = TextFont(size: 13)
  /// The height of one line of a word list.
  static let wordLineHeight = 20.0

  /// The digits a language's page writes numbers with: Arabic-Indic (٠١٢…٩, as ar-EG's locale
  /// writes them) for Arabic, ASCII for the others.
  static func pageNumberSymbols(_ language: ControlLanguage) throws(GalleryError) -> NumberSymbols {
    guard language == .arabic else { return .plain }
    do {
      return try NumberSymbols(decimalSeparator: "٫", groupingSeparator: "٬", zeroDigit: "\u{0660}")
    } catch {
      throw .specimenUnavailable(path: "ar/stepper", reason: "\(error)")
    }
  }

  /// Every language page: the stepper, the arc stepper, the HUD and every word, each in the
  /// language's writing direction and digits.
  static func languageSpecimens() throws(GalleryError) -> [GallerySpecimen] {
    var specimens: [GallerySpecimen] = []
    for (language, group) in pagedLanguages {
      specimens += try languagePage(language, group: group)
    }
    return specimens
  }

  /// One language's page.
  static func languagePage(
    _ language: ControlLanguage, group: GalleryGroup
  ) throws(GalleryError) -> [GallerySpecimen] {
    let symbols = try pageNumberSymbols(language)
    let direction = language.writingDirection
    let directionText =
      direction == .rightToLeft
      ? "right to left: + on the left, − on the right"
      : "left to right: − on the left, + on the right"

    // The stepper: 3 in 1…10, one click on + from 2.
    let configuration = try stepperConfiguration(group.folder + "/stepper") {
      () throws(StepperConfigurationError) in
      try StepperConfiguration(
        minimum: 1, maximum: 10, numberSymbols: symbols, label: language.arcStepperLabel,
        language: language)
    }
    var stepper = StepperState(value: 2, configuration: configuration)
    _ = stepper.reduce(.incrementPressed(pointer: .mouse, at: .zero))
    _ = stepper.reduce(.released(inside: true, at: .milliseconds(120)))
    let stepperPicture = Size(
      width: stepperSize.width + 2 * stepperPadding, height: stepperSize.height + 2 * stepperPadding
    )
    let presentation = stepper.presentation(shakeOffset: 0)
    let stepperSpecimen = GallerySpecimen(
      group: group, id: "stepper", caption: "Stepper at 3, \(directionText)", size: stepperPicture
    ) { theme, measure in
      StepperDrawing.drawing(
        presentation: presentation,
        layout: StepperLayout.layout(
          bounds: stepperBounds, style: .standard, direction: direction,
          isDecrementHidden: presentation.isDecrementHidden),
        style: .standard, theme: theme, measure: measure)
    }

    // The arc stepper at 5 of 10, its spoken value under it; right to left the ring is mirrored
    // (it fills from its right end, counter-clockwise).
    var arcConfiguration = arcConfiguration
    arcConfiguration.language = language
    arcConfiguration.numberSymbols = symbols
    let arcPicture = Size(width: 280, height: arcSide + legendHeight + 8)
    let arcBounds = Rect(x: (arcPicture.width - arcSide) / 2, y: 0, width: arcSide, height: arcSide)
    let arc = ArcStepperState(
      configuration: arcConfiguration, bounds: arcBounds, direction: direction)
    let spoken = arc.accessibilityValueText
    let arcDirectionText =
      direction == .rightToLeft
      ? "mirrored: it fills from the right end, counter-clockwise"
      : "it fills from the left end, clockwise"
    let arcSpecimen = GallerySpecimen(
      group: group, id: "arc-stepper",
      caption: "Arc stepper at 5 of 10, \(arcDirectionText); VoiceOver and Orca say “\(spoken)”",
      size: arcPicture
    ) { theme, measure in
      ArcStepperDrawing.commands(
        for: arc, layout: ArcStepperLayout(state: arc, measure: measure), theme: theme,
        at: arcRestTime)
        + [
          wordLine(
            spoken, in: Rect(x: 0, y: arcSide + 4, width: arcPicture.width, height: legendHeight),
            theme: theme)
        ]
    }

    // The HUD with the language's default title and its Cancel button.
    let hud = try hudSpecimen(
      "hud",
      "HUD without a title: “\(language.loadingTitle)”, and its Cancel button “"
        + "\(language.cancelTitle)”",
      .task(HUDContent.spinner(language.loadingTitle).cancellable()), language: language,
      group: group, container: languageHUDContainer)

    // A progress ring at a quarter: right to left it runs counter-clockwise from 12 o'clock, as
    // the bar fills from the right (Apple's guidelines flip progress in right-to-left).
    let ringDirectionText =
      direction == .rightToLeft
      ? "mirrored: counter-clockwise from 12 o’clock" : "clockwise from 12 o’clock"
    let progress = try hudSpecimen(
      "hud-progress", "HUD progress ring at 25 %, \(ringDirectionText)",
      .task(HUDContent.progress(0.25, language.loadingTitle)), language: language, group: group,
      container: languageHUDContainer)

    return [
      stepperSpecimen, arcSpecimen, hud, progress, wordsSpecimen(language, group: group, symbols),
    ]
  }

  /// Every word the controls show or say in `language`, one per line, as a screen reader
  /// hears them.
  static func wordsSpecimen(
    _ language: ControlLanguage, group: GalleryGroup, _ symbols: NumberSymbols
  ) -> GallerySpecimen {
    let five = FixedDecimal(units: 5, scale: 0).accessibilityText(with: symbols)
    let tenOfTen = language.stepValueText(step: 10, count: 10, numberSymbols: symbols)
    let lines = [
      language.increaseButtonLabel + " · " + language.decreaseButtonLabel,
      language.stepperHint,
      language.limitReachedAnnouncement(.upper) + " · " + language.limitReachedAnnouncement(.lower),
      language.valueSetAnnouncement(five),
      language.loadingTitle + " · " + language.cancelTitle + " · " + language.arcStepperLabel,
      language.stepValueText(step: 5, count: 10, numberSymbols: symbols),
      language.valueAtLimit(tenOfTen, .upper),
      language.titleWithDetails(
        language.loadingTitle, language.percentText(50, numberSymbols: symbols)),
    ]
    let size = Size(width: 320, height: Double(lines.count) * wordLineHeight + 16)
    return GallerySpecimen(
      group: group, id: "words",
      caption: "Every word, as a screen reader hears it: the buttons, the hint, the limits, "
        + "“set to 5”, the HUD, the arc stepper’s value and its limit, and a HUD title joined "
        + "to its details (here 50 percent) as the language joins them",
      size: size
    ) { theme, _ in
      lines.enumerated().map { index, line in
        wordLine(
          line,
          in: Rect(
            x: 8, y: 8 + Double(index) * wordLineHeight, width: size.width - 16,
            height: wordLineHeight),
          theme: theme)
      }
    }
  }

  /// One centred line of a word list.
  static func wordLine(_ text: String, in frame: Rect, theme: Theme) -> DrawCommand {
    .text(
      TextBox(
        text: text, frame: frame, font: wordFont, color: legendColor(for: theme),
        alignment: .center, maximumLines: 1))
  }
}
#endif
