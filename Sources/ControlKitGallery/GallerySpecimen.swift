public import ControlKit

/// One picture in the gallery: a control in one state, drawn for a theme.
public struct GallerySpecimen: Sendable {
  /// The control's group heading in the index ("Stepper").
  public var group: String
  /// A file-name-safe identifier, unique in the gallery ("stepper-at-max").
  public var id: String
  /// The caption under the picture.
  public var caption: String
  /// The picture's size in points (pixels at 1×).
  public var size: Size
  /// Draws the specimen for a theme, measuring text with the given measurer.
  public var draw: @Sendable (Theme, any TextMeasuring) -> [DrawCommand]

  /// Creates a specimen.
  public init(
    group: String, id: String, caption: String, size: Size,
    draw: @escaping @Sendable (Theme, any TextMeasuring) -> [DrawCommand]
  ) {
    self.group = group
    self.id = id
    self.caption = caption
    self.size = size
    self.draw = draw
  }
}
