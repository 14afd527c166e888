/// The theme-dependent colours of an arc stepper: the label (unless the configuration sets one)
/// and the focus ring.
///
/// The ring itself keeps the configuration's colours in both themes: the article's white progress
/// is drawn over its black track, so it contrasts on any background.
public struct ArcStepperPalette: Hashable, Sendable {
  /// Opacity multiplier applied to every colour of a disabled control.
  public static let disabledOpacity = 0.4

  /// The label colour.
  public var labelColor: RGBA
  /// The keyboard-focus ring colour.
  public var focusColor: RGBA

  /// Creates a palette.
  public init(labelColor: RGBA, focusColor: RGBA) {
    self.labelColor = labelColor
    self.focusColor = focusColor
  }

  /// The standard palette: on dark, the article's white label; on light, near-black text.
  ///
  /// Focus rings use the platform's system blue for the theme.
  public static func standard(for theme: Theme) -> ArcStepperPalette {
    switch theme {
    case .light: ArcStepperPalette(labelColor: RGBA(hex: 0x1C1C1E), focusColor: RGBA(hex: 0x007AFF))
    case .dark: ArcStepperPalette(labelColor: .white, focusColor: RGBA(hex: 0x0A84FF))
    }
  }
}
