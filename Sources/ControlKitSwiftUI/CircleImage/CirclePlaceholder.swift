#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The placeholder of an empty circle image: the core's silhouette (a head and shoulders) on
/// the placeholder colour, clipped to the circle.
struct CirclePlaceholder: View {
  let side: Double
  let fill: Color
  let glyph: Color

  var body: some View {
    let silhouette = CircleImageDrawing.placeholderSilhouette(
      in: Rect(x: 0, y: 0, width: side, height: side))
    ZStack(alignment: .topLeading) {
      Circle().fill(fill)
      Circle()
        .fill(glyph)
        .frame(width: silhouette.head.width, height: silhouette.head.height)
        .offset(x: silhouette.head.minX, y: silhouette.head.minY)
      Ellipse()
        .fill(glyph)
        .frame(width: silhouette.body.width, height: silhouette.body.height)
        .offset(x: silhouette.body.minX, y: silhouette.body.minY)
    }
    .frame(width: side, height: side)
    .clipShape(Circle())
  }
}
#endif
