/// The HUD's colours for one theme.
///
/// The light theme is the article's: a black box at 80 % opacity with white content. On a dark
/// screen that box would vanish, so the dark theme inverts it: a light grey box with near-black
/// content.
///
/// Both meet WCAG 2.x over the theme's background (``Theme/background``): the title against the
/// box at least 4.5:1 (12.6:1 light, 11.6:1 dark), a progress ring's track against the box and
/// its progress against the track at least 3:1 (light 3.42 and 3.69, dark 3.42 and 3.40).
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
  /// The opacity of a light-theme progress ring's track (white over the dark box), 0.4: at the
  /// article's 0.25 the track made 2.2:1 against the box, below WCAG's 3:1.
  public static let lightTrackOpacity = 0.4
  /// The opacity of a dark-theme progress ring's track (near-black over the light box), 0.55.
  public static let darkTrackOpacity = 0.55
  /// The dimming opacity over a blocked light screen, 0.3.
  public static let lightDimmingOpacity = 0.3
  /// The dimming opacity over a blocked dark screen, 0.5.
  public static let darkDimmingOpacity = 0.5

  /// The palette of a material box (``HUDBoxStyle/material``) in `theme`.
  ///
  /// The system materials are light in the light appearance and dark in the dark one (the
  /// opposite of the standard box), so the content is near-black on a light grey translucent
  /// box, and white on a dark one. The box colour is what a drawing list draws where there is no blur (GTK, the
  /// gallery); UIKit and SwiftUI draw the system material under the same foreground.
  ///
  /// Both meet WCAG 2.x over the theme's background, as the standard palettes do.
  public static func material(for theme: Theme) -> HUDPalette {
    switch theme {
    case .light:
      HUDPalette(
        box: RGBA(hex: 0xF2F2F7, alpha: 0.9), foreground: RGBA(hex: 0x1C1C1E),
        track: RGBA(hex: 0x1C1C1E, alpha: darkTrackOpacity),
        dimming: RGBA.black.withAlpha(lightDimmingOpacity))
    case .dark:
      HUDPalette(
        box: RGBA(hex: 0x2C2C2E, alpha: 0.9), foreground: .white,
        track: RGBA.white.withAlpha(lightTrackOpacity),
        dimming: RGBA.black.withAlpha(darkDimmingOpacity))
    }
  }

  /// The palette for `theme`.
  public static func standard(for theme: Theme) -> HUDPalette {
    switch theme {
    case .light:
      HUDPalette(
        box: RGBA.black.withAlpha(articleBoxOpacity), foreground: .white,
        track: RGBA.white.withAlpha(lightTrackOpacity),
        dimming: RGBA.black.withAlpha(lightDimmingOpacity))
    case .dark:
      HUDPalette(
        box: RGBA(hex: 0xE5E5EA, alpha: 0.92), foreground: RGBA(hex: 0x1C1C1E),
        track: RGBA(hex: 0x1C1C1E, alpha: darkTrackOpacity),
        dimming: RGBA.black.withAlpha(darkDimmingOpacity))
    }
  }
}
