#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import SwiftUI

/// A progress pie's sector (``ControlKit/HUDProgressStyle/pie``): the part of the disc inscribed in
/// its frame that `fraction` covers, clockwise from 12 o'clock, as the core's drawing list sweeps
/// it (MBProgressHUD's `MBProgressHUDModeDeterminate`).
///
/// ``HUDOverlay`` places it at ``HUDOverlayGeometry/pieDisc``, inside the ring outline of the
/// indicator's frame.
struct HUDPieShape: Shape {
  /// How much of the disc is filled, `0...1`.
  var fraction: Double

  /// The sector's start, 12 o'clock.
  static let startAngle = Angle.radians(-Double.pi / 2)

  /// Where the sector ends: clockwise from 12 o'clock by `fraction` of a turn (clamped).
  var endAngle: Angle {
    .radians(Self.startAngle.radians + 2 * Double.pi * min(max(fraction, 0), 1))
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    guard fraction > 0 else { return path }
    let center = CGPoint(x: rect.midX, y: rect.midY)
    path.move(to: center)
    // SwiftUI's y axis points down, so `clockwise: false` sweeps clockwise on screen.
    path.addArc(
      center: center, radius: min(rect.width, rect.height) / 2, startAngle: Self.startAngle,
      endAngle: endAngle, clockwise: false)
    path.closeSubpath()
    return path
  }
}
#endif
