/// The colour scheme a control is drawn for.
public enum Theme: String, Hashable, Sendable, CaseIterable {
  /// Dark content on a light background.
  case light
  /// Light content on a dark background.
  case dark

  /// The screen background the standard palettes are designed (and contrast-tested) against:
  /// white in light, Apple's dark system background #1C1C1E in dark.
  public var background: RGBA {
    self == .light ? .white : RGBA(hex: 0x1C1C1E)
  }
}
