/// The theme-dependent colours of an arc stepper: the ring's track and progress (unless the
/// configuration sets them), the label (likewise) and the focus ring.
///
/// The standard palettes meet WCAG 2.x on the theme's background (``Theme/background``): the
/// track against the background and the progress against the track at least 3:1 (non-text
/// contrast), the label against the background at least 4.5:1. On white that leaves a mid grey
/// track and a deep blue progress; on dark, a grey track and a light blue progress. The
/// article's black track and 75 % white progress (``ArcStepperConfiguration/articleTrackColor``)
/// make 1.23:1 against a dark background: 0 of 10 all but vanishes.
public struct ArcStepperPalette: Hashable, Sendable {
  /// Opacity multiplier applied to every colour of a disabled control.
  public static let disabledOpacity = 0.4

  /// The full arc behind the progress.
  public var trackColor: RGBA
  /// The progress arc and the drag thumb: the accent colour.
  public var progressColor: RGBA
  /// The label colour.
  public var labelColor: RGBA
  /// The keyboard-focus ring colour.
  public var focusColor: RGBA

  /// Creates a palette.
  public init(trackColor: RGBA, progressColor: RGBA, labelColor: RGBA, focusColor: RGBA) {
    self.trackColor = trackColor
    self.progressColor = progressColor
    self.labelColor = labelColor
    self.focusColor = focusColor
  }

  /// The light palette: track #909095 (3.18:1 on white), deep blue progress #0033A0 (3.34:1 on
  /// the track), near-black label #1C1C1E (17:1), system blue focus ring #007AFF (4.02:1).
  public static let light = ArcStepperPalette(
    trackColor: RGBA(hex: 0x909095), progressColor: RGBA(hex: 0x0033A0),
    labelColor: RGBA(hex: 0x1C1C1E), focusColor: RGBA(hex: 0x007AFF))

  /// The dark palette: track #6E6E73 (3.36:1 on #1C1C1E), light blue progress #8ADFFF (3.40:1 on
  /// the track), white label (17:1), dark system blue focus ring #0A84FF (4.66:1).
  public static let dark = ArcStepperPalette(
    trackColor: RGBA(hex: 0x6E6E73), progressColor: RGBA(hex: 0x8ADFFF), labelColor: .white,
    focusColor: RGBA(hex: 0x0A84FF))

  /// The standard palette for `theme`.
  public static func standard(for theme: Theme) -> ArcStepperPalette {
    theme == .light ? light : dark
  }
}
