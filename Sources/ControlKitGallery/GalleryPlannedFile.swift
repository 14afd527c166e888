#if Cairo
public import ControlKit

/// One file a gallery run will write: a specimen drawn for a theme, in a format and at a scale.
public struct GalleryPlannedFile: Hashable, Sendable {
  /// The index of the specimen in the catalogue.
  public var specimenIndex: Int
  /// The theme drawn.
  public var theme: Theme
  /// The file format.
  public var format: GalleryOptions.Format
  /// Pixels per point (always 1 for SVG, whose size is in points).
  public var scale: Int
  /// The path relative to the output directory: `stepper/at-max-light@2x.png` for PNG,
  /// `stepper/at-max-light.svg` for SVG.
  public var path: String

  /// Creates a planned file.
  public init(
    specimenIndex: Int, theme: Theme, format: GalleryOptions.Format, scale: Int, path: String
  ) {
    self.specimenIndex = specimenIndex
    self.theme = theme
    self.format = format
    self.scale = scale
    self.path = path
  }

  /// The file name of `specimen` for a theme, format and scale, inside its group's folder.
  public static func path(
    of specimen: GallerySpecimen, theme: Theme, format: GalleryOptions.Format, scale: Int
  ) -> String {
    switch format {
    case .png: "\(specimen.path)-\(theme.rawValue)@\(scale)x.png"
    case .svg: "\(specimen.path)-\(theme.rawValue).svg"
    }
  }
}
#endif
