public import ControlKit

/// One picture in the gallery: a control in one state, drawn for a theme.
///
/// The drawing closure receives the theme and the text measurer, so layout and drawing run with
/// the same measurements the renderer will use (Pango in the gallery, a fixed-advance measurer in
/// tests).
public struct GallerySpecimen: Sendable {
  /// The control's section of the gallery.
  public var group: GalleryGroup
  /// A file-name-safe identifier, unique within its group (`"at-max"`).
  public var id: String
  /// The caption under the picture.
  public var caption: String
  /// The picture's size in points (pixels at 1×).
  public var size: Size
  /// Draws the specimen for a theme, measuring text with the given measurer.
  public var draw: @Sendable (Theme, any TextMeasuring) -> [DrawCommand]

  /// Creates a specimen.
  public init(
    group: GalleryGroup, id: String, caption: String, size: Size,
    draw: @escaping @Sendable (Theme, any TextMeasuring) -> [DrawCommand]
  ) {
    self.group = group
    self.id = id
    self.caption = caption
    self.size = size
    self.draw = draw
  }

  /// The specimen's path without theme, scale or extension: `"stepper/at-max"`.
  public var path: String { group.folder + "/" + id }

  /// The light theme's background: white (``Theme/background``).
  public static let lightBackground = Theme.light.background
  /// The dark theme's background: #1C1C1E, Apple's dark system background
  /// (``Theme/background``).
  public static let darkBackground = Theme.dark.background

  /// The colour every picture of `theme` is painted on: the background the core's palettes are
  /// contrast-tested against.
  public static func background(for theme: Theme) -> RGBA {
    theme.background
  }
}
