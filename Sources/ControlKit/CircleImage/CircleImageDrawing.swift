/// The drawing list of a circle image.
public enum CircleImageDrawing {
  /// The commands that draw a circle image, back to front.
  ///
  /// With an image: the image, aspect-filled and clipped to the circle; without one: the circle
  /// filled with the theme's placeholder colour and a person silhouette on it (a head disc and a
  /// rounded body, inside the circle; see ``placeholderSilhouette(in:)``). Then the border ring,
  /// when the style has one. An empty circle (zero-sized bounds) draws nothing.
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
      let glyph = style.placeholderGlyph(for: theme)
      let silhouette = placeholderSilhouette(in: layout.circle)
      commands.append(.ellipse(silhouette.head, fill: glyph, stroke: nil))
      commands.append(
        .roundedRect(
          silhouette.body, cornerRadius: silhouette.body.height / 2, fill: glyph, stroke: nil))
    }
    if let ring = layout.borderRing, let border = style.border {
      commands.append(
        .ellipse(ring, fill: nil, stroke: Stroke(color: border.color, width: layout.borderWidth)))
    }
    return commands
  }

  /// The head's diameter as a share of the circle's side.
  public static let silhouetteHeadFactor = 0.32
  /// The body's width as a share of the circle's side.
  public static let silhouetteBodyWidthFactor = 0.56
  /// The body's height as a share of the circle's side; its ends are fully rounded.
  public static let silhouetteBodyHeightFactor = 0.26

  /// The placeholder's person silhouette inside `circle`: a head disc above the centre and a
  /// capsule-shaped body below it, both well inside the circle (every point lies
  /// within 0.36 of the side from the centre, inside the 0.5 radius and any usual border).
  ///
  /// ```swift
  /// CircleImageDrawing.placeholderSilhouette(in: Rect(x: 0, y: 0, width: 100, height: 100))
  /// // head [34, 14, 32×32], body [22, 52, 56×26]
  /// ```
  public static func placeholderSilhouette(in circle: Rect) -> (head: Rect, body: Rect) {
    let side = circle.width
    let head = side * silhouetteHeadFactor
    let bodyTop = circle.minY + side * 0.52
    return (
      head: Rect(
        x: circle.midX - head / 2, y: circle.minY + side * 0.14, width: head, height: head),
      body: Rect(
        x: circle.midX - side * silhouetteBodyWidthFactor / 2, y: bodyTop,
        width: side * silhouetteBodyWidthFactor, height: side * silhouetteBodyHeightFactor)
    )
  }
}
