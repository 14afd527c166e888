/// The drawing list of a circle image.
public enum CircleImageDrawing {
  /// The commands that draw a circle image, back to front.
  ///
  /// With an image: the image, aspect-filled and clipped to the circle; without one: the circle
  /// filled with the theme's placeholder colour. Then the border ring, when the style has one.
  /// An empty circle (zero-sized bounds) draws nothing.
  ///
  /// - Parameters:
  ///   - image: The picture, or `nil` while it is loading or missing.
  ///   - layout: The layout for the current bounds, made with the style's border.
  ///   - style: Border and placeholder colours.
  ///   - theme: Light or dark.
  public static func drawing(
    image: ImageReference?, layout: CircleImageLayout, style: CircleImageStyle, theme: Theme
  ) -> [DrawCommand] {
    guard !layout.circle.isEmpty else { return [] }
    var commands: [DrawCommand] = []
    if let image, image.pixelSize.width > 0, image.pixelSize.height > 0 {
      commands.append(
        .image(
          image, frame: layout.circle,
          source: layout.cropRectangle(forImageOfPixelSize: image.pixelSize), clipToEllipse: true))
    } else {
      commands.append(.ellipse(layout.circle, fill: style.placeholder(for: theme), stroke: nil))
    }
    if let ring = layout.borderRing, let border = style.border {
      commands.append(
        .ellipse(ring, fill: nil, stroke: Stroke(color: border.color, width: layout.borderWidth)))
    }
    return commands
  }
}
