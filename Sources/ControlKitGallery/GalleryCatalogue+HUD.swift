#if Cairo
import ControlKit

extension GalleryCatalogue {
  /// The container the HUD pictures lay the HUD out in: small enough that a long title must wrap
  /// (the title may be 280 − 2 × 20 − 2 × 30 = 180 points wide).
  static let hudContainer = Rect(x: 0, y: 0, width: 280, height: 180)
  /// How long after the HUD became fully visible its picture is taken (the spinner has moved
  /// three of its twelve spokes on).
  static let hudPictureDelay = Duration.milliseconds(250)
  /// The long title: wraps onto two lines in ``hudContainer`` and is cut with an ellipsis.
  ///
  /// Typographic quotes: Latin text is set in a Latin face first (DejaVu Sans), so “ ” are
  /// narrow Latin quotes, not the CJK face's full-width ones.
  static let hudLongTitle =
    "Uploading 24 photos to the shared album “Summer 2024”: keep the app open, this can "
    + "take a few minutes on a slow connection"

  /// How a HUD specimen reaches the screen.
  enum HUDScenario {
    /// A task begins; the HUD appears after the grace period.
    case task(HUDContent)
    /// A task begins, then changes what it shows while the HUD is up.
    case taskUpdated(HUDContent, HUDContent)
    /// A status message is posted; it appears at once.
    case status(HUDContent)
  }

  /// The HUD specimens: titles short, Chinese, long; progress; success; error; text only.
  static func hudSpecimens() throws(GalleryError) -> [GallerySpecimen] {
    [
      try hudSpecimen("short-title", "Spinner with a short title", .task(.spinner("Loading"))),
      try hudSpecimen(
        "chinese-title",
        "The article's title 正在处理中...: ideographs in Noto Sans CJK, the dots in DejaVu Sans",
        .task(.spinner("正在处理中..."))),
      try hudSpecimen(
        "default-title-zh-hans",
        "The default title under a zh-Hans locale: ControlLanguage.simplifiedChinese.loadingTitle",
        .task(.spinner(ControlLanguage.simplifiedChinese.loadingTitle)),
        language: .simplifiedChinese),
      try hudSpecimen(
        "long-title", "A long title wraps onto two lines and ends in an ellipsis",
        .task(.spinner(hudLongTitle))),
      try hudSpecimen(
        "progress", "Progress ring: a task at 65 %",
        .taskUpdated(.progress(0.1, "Uploading"), .progress(0.65, "Uploading 13 of 20"))),
      try hudSpecimen("success", "Success status: a check mark", .status(.success("Saved"))),
      try hudSpecimen(
        "error", "Error status: a cross", .status(.error("Upload failed"))),
      try hudSpecimen(
        "text-only", "Text only: no indicator", .status(.text("Copied to clipboard"))),
    ]
  }

  /// A HUD specimen: the scenario driven through ``HUDState`` until the HUD is fully
  /// visible, then laid out in ``hudContainer`` and drawn with the spinner's phase at that time.
  ///
  /// The layout takes `language`'s Cancel title and writing direction; `group` and `container`
  /// let the language pages show the HUD too.
  static func hudSpecimen(
    _ id: String, _ caption: String, _ scenario: HUDScenario, language: ControlLanguage = .english,
    group: GalleryGroup = .hud, container: Rect = hudContainer
  ) throws(GalleryError) -> GallerySpecimen {
    let path = group.folder + "/" + id
    var hud = HUDState(language: language)
    var now = ControlInstant.zero
    switch scenario {
    case .task(let content), .taskUpdated(let content, _):
      let token = HUDToken(1)
      hud.reduce(.taskBegan(token, content, at: now))
      if let graceEnds = hud.scheduledTimer {
        now = graceEnds
        hud.reduce(.timerFired(at: now))
      }
      if case .taskUpdated(_, let update) = scenario {
        hud.reduce(.contentChanged(token, update, at: now))
      }
    case .status(let content):
      hud.reduce(.statusPosted(content, at: now))
    }
    now = now.advanced(by: hud.timing.showAnimation)
    hud.reduce(.frameShown(at: now))
    guard case .visible = hud.phase, let content = hud.displayedContent else {
      throw .specimenUnavailable(path: path, reason: "the HUD is not visible (\(hud.phase))")
    }
    let phase = hud.spinnerPhase(at: now.advanced(by: hudPictureDelay)) ?? 0
    return GallerySpecimen(group: group, id: id, caption: caption, size: container.size) {
      theme, measure in
      HUDDrawing.drawing(
        HUDLayout(
          content: content, container: container, direction: language.writingDirection,
          cancelTitle: language.cancelTitle, measure: measure), theme: theme,
        spinnerPhase: phase)
    }
  }
}
#endif
