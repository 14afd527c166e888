@testable import ControlKit

/// Shared fixtures for the arc stepper tests: a 100 × 100 control (centre (50, 50), radius 40).
enum ArcFixture {
  static let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
  static let center = Point(x: 50, y: 50)

  /// The article's state laid out in ``bounds``.
  static func state(reducesMotion: Bool = false) -> ArcStepperState {
    ArcStepperState(configuration: .article, bounds: bounds, reducesMotion: reducesMotion)
  }

  /// The point at `fraction` of the default arc (135° + 270° × fraction), `radius` from the centre.
  static func point(_ fraction: Double, radius: Double = 40) -> Point {
    Polar.point(
      center: center, radius: radius, angle: Polar.radians(degrees: 135 + 270 * fraction))
  }

  /// The point at `degrees` clockwise from 3 o'clock, `radius` from the centre.
  static func point(degrees: Double, radius: Double = 40) -> Point {
    Polar.point(center: center, radius: radius, angle: Polar.radians(degrees: degrees))
  }
}
