/// The ring of an arc stepper: where it sits, how it runs, and how fractions map to points.
///
/// Angles are radians, clockwise on screen from 3 o'clock (see ``Polar``). A fraction `0...1` maps
/// to `startAngle + fraction × sweep`; the rest of the turn (the gap, at the bottom by default)
/// belongs to no fraction.
///
/// ```swift
/// let ring = ArcGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 100),
///                        configuration: .article)
/// ring.point(forFraction: 0.5)  // (50, 10): the top of the ring
/// ```
public struct ArcGeometry: Hashable, Sendable {
  /// Angles closer than this (radians) to an end of the arc count as that end, so a point computed
  /// at the end angle maps back to exactly 0 or 1 despite rounding.
  public static let angleTolerance = 1e-9

  /// The ring's centre.
  public var center: Point
  /// The radius of the stroke's centre line.
  public var radius: Double
  /// The angle of fraction 0.
  public var startAngle: Double
  /// The clockwise extent of the arc, `(0, 2π]`.
  public var sweep: Double
  /// The stroke width.
  public var lineWidth: Double
  /// The stroke's end caps.
  public var cap: LineCap

  /// Creates a ring from explicit values.
  public init(
    center: Point, radius: Double, startAngle: Double, sweep: Double, lineWidth: Double,
    cap: LineCap
  ) {
    self.center = center
    self.radius = radius
    self.startAngle = startAngle
    self.sweep = sweep
    self.lineWidth = lineWidth
    self.cap = cap
  }

  /// The ring for a control whose own coordinate space is `bounds` (not its frame in a parent: the
  /// article's `frame`-versus-`bounds` mix-up misplaces the ring when the frame's origin is not
  /// zero): centred in `bounds`, with a radius of `radiusFactor` × the shorter side.
  public init(bounds: Rect, configuration: ArcStepperConfiguration) {
    self.init(
      center: bounds.center,
      radius: max(0, configuration.radiusFactor * min(bounds.width, bounds.height)),
      startAngle: configuration.startAngle, sweep: configuration.sweep,
      lineWidth: configuration.lineWidth, cap: configuration.lineCap)
  }

  /// The angle of fraction 1, normalised to `0..<2π`.
  public var endAngle: Double { Polar.normalized(startAngle + sweep) }

  /// The angular size of the gap between the arc's ends, `0..<2π`.
  public var gap: Double { max(0, 2 * Double.pi - sweep) }

  /// The largest change of fraction between two pointer samples that is read as a move along the
  /// arc: `π / sweep`, at most 1.
  ///
  /// A bigger change is shorter the other way round the circle, through the gap, so the pointer
  /// more likely crossed the gap than swept along the arc: half the arc for a full circle, two
  /// thirds for the default 270° arc, and the whole arc when the gap is wider than the arc.
  public var largestMoveAlongArc: Double { sweep > 0 ? min(1, Double.pi / sweep) : 1 }

  /// The angle of `fraction` (clamped to `0...1`), normalised to `0..<2π`.
  public func angle(forFraction fraction: Double) -> Double {
    Polar.normalized(startAngle + sweep * Self.clampFraction(fraction))
  }

  /// The point on the stroke's centre line at `fraction` (clamped to `0...1`).
  public func point(forFraction fraction: Double) -> Point {
    Polar.point(center: center, radius: radius, angle: angle(forFraction: fraction))
  }

  /// The clockwise angle from the start of the arc to `point`, in `0..<2π`.
  public func offset(of point: Point) -> Double {
    Polar.normalized(Polar.angle(of: point, from: center) - startAngle)
  }

  /// The fraction of the arc at `point`'s angle, or `nil` when the angle falls in the gap.
  ///
  /// Distance from the centre is not considered; see ``distanceFromCenter(_:)``.
  public func fraction(at point: Point) -> Double? {
    let offset = offset(of: point)
    if offset <= sweep { return sweep > 0 ? min(1, offset / sweep) : 0 }
    if offset - sweep <= Self.angleTolerance { return 1 }
    if 2 * Double.pi - offset <= Self.angleTolerance { return 0 }
    return nil
  }

  /// How far `point` is from the centre.
  public func distanceFromCenter(_ point: Point) -> Double {
    center.distance(to: point)
  }

  /// `fraction` clamped to `0...1`, NaN counting as 0.
  static func clampFraction(_ fraction: Double) -> Double {
    fraction.isNaN ? 0 : min(1, max(0, fraction))
  }

  /// The box a platform label view may fill.
  ///
  /// It is centred on the ring, a square as wide as the space inside the stroke. A label view that centres its single line in it (UIKit's `UILabel` with
  /// centred text) puts the text where ``ArcStepperLayout/labelFrame`` says, measured by the
  /// platform itself.
  public var labelArea: Rect {
    let inner = max(0, 2 * (radius - lineWidth / 2))
    return Rect.centered(at: center, size: Size(width: inner, height: inner))
  }
}
