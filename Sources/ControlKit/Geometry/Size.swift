/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero by zero.
  public static let zero = Size(width: 0, height: 0)

  /// `w×h` with up to three decimals, for snapshots.
  public var description: String { "\(formatCoordinate(width))×\(formatCoordinate(height))" }
}
