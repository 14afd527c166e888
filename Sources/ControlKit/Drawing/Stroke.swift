/// A line style: colour, width and cap.
public struct Stroke: Hashable, Sendable {
  /// The colour of the line.
  public var color: RGBA
  /// The width of the line, in points.
  public var width: Double
  /// How open ends are drawn.
  public var cap: LineCap

  /// Creates a stroke.
  public init(color: RGBA, width: Double, cap: LineCap = .butt) {
    self.color = color
    self.width = width
    self.cap = cap
  }
}
