#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The part of an arc stepper's ring from its start to `fraction` of its sweep, from the core's
/// ``ArcGeometry`` (centre, radius, start angle and sweep, in the view's y-down coordinates,
/// angles growing clockwise on screen as in the core's drawing list).
struct ArcShape: Shape {
  let geometry: ArcGeometry
  let fraction: Double

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let clamped = min(max(fraction, 0), 1)
    guard clamped > 0, geometry.radius > 0 else { return path }
    path.addArc(
      center: CGPoint(x: geometry.center.x, y: geometry.center.y),
      radius: CGFloat(geometry.radius),
      startAngle: .radians(geometry.startAngle),
      endAngle: .radians(geometry.startAngle + geometry.sweep * clamped),
      clockwise: false)
    return path
  }
}
#endif
