/// Polar coordinates in a y-down space, as UIKit and Cairo use them.
///
/// Angles are radians measured from the positive x axis (3 o'clock) and grow **clockwise** on screen,
/// so 90° (π/2) is straight down, 135° is down-left and 45° is down-right: the article's arc from
/// 135° to 45° clockwise leaves its gap at the bottom.
public enum Polar {
  /// Radians for `degrees`.
  public static func radians(degrees: Double) -> Double { degrees * .pi / 180 }

  /// Degrees for `radians`.
  public static func degrees(radians: Double) -> Double { radians * 180 / .pi }

  /// The point at `angle` radians and `radius` from `center`.
  public static func point(center: Point, radius: Double, angle: Double) -> Point {
    Point(x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle))
  }

  /// The angle of `point` seen from `center`, normalised to `0..<2π`.
  public static func angle(of point: Point, from center: Point) -> Double {
    normalized(Math.atan2(point.y - center.y, point.x - center.x))
  }

  /// `angle` brought into `0..<2π`.
  public static func normalized(_ angle: Double) -> Double {
    let turn = 2 * Double.pi
    var result = angle.truncatingRemainder(dividingBy: turn)
    if result < 0 { result += turn }
    return result >= turn ? 0 : result
  }
}
