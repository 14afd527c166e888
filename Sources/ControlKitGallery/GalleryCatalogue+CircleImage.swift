#if Cairo
import ControlKit

extension GalleryCatalogue {
  /// Space around the circle image's bounds in its pictures.
  static let circlePadding = 10.0
  /// The circle image's side in the square pictures.
  static let circleSide = 120.0
  /// The non-square view: wider than tall, as the article's capsule bug needs to show.
  static let circleWideBounds = Size(width: 200, height: 120)
  /// The border of the bordered specimen: 4 points.
  static let circleBorderWidth = 4.0

  /// The circle image specimens: square, non-square, with border, without an image.
  static func circleImageSpecimens() -> [GallerySpecimen] {
    let square = Size(width: circleSide, height: circleSide)
    func specimen(
      _ id: String, _ caption: String, bounds: Size, photo: GallerySamplePhoto?,
      bordered: Bool = false
    ) -> GallerySpecimen {
      let frame = Rect(
        x: circlePadding, y: circlePadding, width: bounds.width, height: bounds.height)
      let size = Size(
        width: bounds.width + 2 * circlePadding, height: bounds.height + 2 * circlePadding)
      return GallerySpecimen(group: .circleImage, id: id, caption: caption, size: size) {
        theme, _ in
        let style = CircleImageStyle(
          border: bordered
            ? CircleImageBorder(width: circleBorderWidth, color: legendColor(for: theme)) : nil)
        return CircleImageDrawing.drawing(
          image: photo?.reference, layout: CircleImageLayout(bounds: frame, style: style),
          style: style, theme: theme)
      }
    }
    return [
      specimen("square", "Square view, square photo", bounds: square, photo: .square),
      specimen(
        "non-square",
        "200 × 120 view, 3:2 photo: a centred circle (not the article's capsule), aspect-filled",
        bounds: circleWideBounds, photo: .wide),
      specimen(
        "border", "With a 4-point border inside the edge", bounds: square, photo: .square,
        bordered: true),
      specimen("placeholder", "No image yet: the theme's placeholder", bounds: square, photo: nil),
    ]
  }
}
#endif
