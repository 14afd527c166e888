/// A point in a control's coordinate space, in points (not pixels), y growing downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate, growing downwards as on every UI platform we target.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The distance to `other`.
  public func distance(to other: Point) -> Double {
    Math.hypot(other.x - x, other.y - y)
  }

  /// This point moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }

  /// `(x, y)` with up to three decimals, for snapshots.
  public var description: String { "(\(formatCoordinate(x)), \(formatCoordinate(y)))" }
}
