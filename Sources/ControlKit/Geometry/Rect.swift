/// An axis-aligned rectangle: an origin (top-left corner) and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The width and height; a negative size is treated as empty by ``contains(_:)``.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }
  /// Whether the rectangle encloses no area.
  public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

  /// Whether `point` lies inside: edges on the top and left count, bottom and right do not,
  /// so adjacent rectangles never both claim a point.
  public func contains(_ point: Point) -> Bool {
    !isEmpty && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle shrunk by `insets`, grown where they are negative.
  ///
  /// Leading and trailing are resolved for `direction`. The size never goes below zero.
  public func inset(by insets: Insets, direction: WritingDirection = .leftToRight) -> Rect {
    let left = direction == .leftToRight ? insets.leading : insets.trailing
    let right = direction == .leftToRight ? insets.trailing : insets.leading
    return Rect(
      x: minX + left, y: minY + insets.top,
      width: max(0, width - left - right), height: max(0, height - insets.top - insets.bottom))
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    inset(by: Insets(top: dy, leading: dx, bottom: dy, trailing: dx))
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// The rectangle reflected horizontally inside a container that spans `0..<containerWidth`:
  /// how a left-to-right frame becomes its right-to-left mirror.
  public func mirrored(inWidth containerWidth: Double) -> Rect {
    Rect(x: containerWidth - maxX, y: minY, width: width, height: height)
  }

  /// A rectangle of `size` centred on `center`.
  public static func centered(at center: Point, size: Size) -> Rect {
    Rect(
      x: center.x - size.width / 2, y: center.y - size.height / 2,
      width: size.width, height: size.height)
  }

  /// `[x, y, w×h]` with up to three decimals, for snapshots.
  public var description: String {
    "[\(formatCoordinate(minX)), \(formatCoordinate(minY)), \(size)]"
  }
}

/// Formats a coordinate for snapshots: rounded to 1/1000, with no trailing zeros and no "-0".
func formatCoordinate(_ value: Double) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  let thousandths = (value * 1000).rounded()
  if thousandths == 0 { return "0" }
  let negative = thousandths < 0
  let magnitude = Int64(min(abs(thousandths), 9e17))
  let whole = magnitude / 1000
  var fraction = magnitude % 1000
  var text = (negative ? "-" : "") + String(whole)
  if fraction != 0 {
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let raw = String(fraction)
    text += "." + String(repeating: "0", count: digits - raw.count) + raw
  }
  return text
}
