#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The part of an arc stepper's ring from its start to `fraction` of its sweep, from the core's
/// ``ArcGeometry`` (centre, radius, start angle and signed sweep, in the view's y-down
/// coordinates, angles growing clockwise on screen as in the core's drawing list).
///
/// Right to left the core's geometry is already mirrored (its start at π − θ, a negative
/// sweep), so the shape is drawn as it says rather than flipped by SwiftUI: shapes do not
/// mirror unless asked (`flipsForRightToLeftLayoutDirection`), and drag locations are not
/// mirrored either, so drawing and hit-testing stay on the same ring.
struct ArcShape: Shape {
  let geometry: ArcGeometry
  let fraction: Double

  /// The arc `path(in:)` adds, in radians and SwiftUI's sense of `clockwise`, or nil when
  /// there is nothing to draw (no fraction, no radius).
  ///
  /// SwiftUI's `clockwise` is in a y-up sense: `false` draws clockwise in a y-down view, so the
  /// left-to-right ring passes `false` and the mirrored one `true`.
  var arc: (startAngle: Double, endAngle: Double, clockwise: Bool)? {
    let clamped = min(max(fraction, 0), 1)
    guard clamped > 0, geometry.radius > 0 else { return nil }
    return (
      geometry.startAngle, geometry.startAngle + geometry.signedSweep * clamped,
      geometry.signedSweep < 0
    )
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    guard let arc else { return path }
    path.addArc(
      center: CGPoint(x: geometry.center.x, y: geometry.center.y),
      radius: CGFloat(geometry.radius), startAngle: .radians(arc.startAngle),
      endAngle: .radians(arc.endAngle), clockwise: arc.clockwise)
    return path
  }
}
#endif
