/// The HUD's colours for one theme.
///
/// The light theme is the article's: a black box at 80 % opacity with white content. On a dark
/// screen that box would vanish, so the dark theme inverts it: a light grey box with near-black
/// content.
public struct HUDPalette: Hashable, Sendable {
  /// The box's fill.
  public var box: RGBA
  /// The indicator's and title's colour.
  public var foreground: RGBA
  /// The faint full circle behind a progress ring.
  public var track: RGBA
  /// The dimming over the container when every touch is blocked.
  public var dimming: RGBA

  /// Creates a palette.
  public init(box: RGBA, foreground: RGBA, track: RGBA, dimming: RGBA) {
    self.box = box
    self.foreground = foreground
    self.track = track
    self.dimming = dimming
  }

  /// The article's box opacity, 0.8.
  public static let articleBoxOpacity = 0.8
  /// The opacity of a progress ring's track relative to the foreground, 0.25.
  public static let trackOpacity = 0.25
  /// The dimming opacity over a blocked light screen, 0.3.
  public static let lightDimmingOpacity = 0.3
  /// The dimming opacity over a blocked dark screen, 0.5.
  public static let darkDimmingOpacity = 0.5

  /// The palette for `theme`.
  public static func standard(for theme: Theme) -> HUDPalette {
    switch theme {
    case .light:
      HUDPalette(
        box: RGBA.black.withAlpha(articleBoxOpacity), foreground: .white,
        track: RGBA.white.withAlpha(trackOpacity),
        dimming: RGBA.black.withAlpha(lightDimmingOpacity))
    case .dark:
      HUDPalette(
        box: RGBA(hex: 0xE5E5EA, alpha: 0.92), foreground: RGBA(hex: 0x1C1C1E),
        track: RGBA(hex: 0x1C1C1E, alpha: trackOpacity),
        dimming: RGBA.black.withAlpha(darkDimmingOpacity))
    }
  }
}
