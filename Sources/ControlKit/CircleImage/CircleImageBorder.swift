/// A ring drawn just inside a circle image's edge.
public struct CircleImageBorder: Hashable, Sendable {
  /// The ring's width in points; the whole width lies inside the circle.
  public var width: Double
  /// The ring's colour.
  public var color: RGBA

  /// Creates a border.
  public init(width: Double, color: RGBA) {
    self.width = width
    self.color = color
  }
}
