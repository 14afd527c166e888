/// The ring of an arc stepper: where it sits, how it runs, and how fractions map to points.
///
/// Angles are radians, clockwise on screen from 3 o'clock (see ``Polar``). A fraction `0...1` maps
/// to `startAngle + fraction × signedSweep`; the rest of the turn (the gap, at the bottom by
/// default) belongs to no fraction.
///
/// Right to left mirrors the ring about the vertical line through its centre, as the stepper's
/// − and + swap sides: each angle θ becomes π − θ, so fraction 0 sits at the mirror image of the
/// configured start and the arc fills counter-clockwise (``signedSweep`` is negative). The
/// article's arc then runs from 45° (down-right) over the top to 135° (down-left): progress
/// grows from the right, where an Arabic or Hebrew reader starts, as Apple's Human Interface
/// Guidelines ask of controls that show progress from one value to another (page "Right to
/// left") and as GTK fills a `GtkScale` in a right-to-left widget (`should_invert` in
/// `gtkrange.c`: a scale is flippable). The centre, the gap, the label's box and the touch
/// square are symmetric about that line, so they do not move.
///
/// ```swift
/// let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
/// let ring = ArcGeometry(bounds: bounds, configuration: .article)
/// ring.point(forFraction: 0.5)  // (50, 10): the top of the ring
/// ring.point(forFraction: 0)    // (21.716, 78.284): down-left
/// let mirrored = ArcGeometry(bounds: bounds, configuration: .article, direction: .rightToLeft)
/// mirrored.point(forFraction: 0)  // (78.284, 78.284): down-right
/// ```
public struct ArcGeometry: Hashable, Sendable {
  /// Angles closer than this (radians) to an end of the arc count as that end, so a point computed
  /// at the end angle maps back to exactly 0 or 1 despite rounding.
  public static let angleTolerance = 1e-9

  /// The ring's centre.
  public var center: Point
  /// The radius of the stroke's centre line.
  public var radius: Double
  /// The angle of fraction 0 on screen (already mirrored in right to left).
  public var startAngle: Double
  /// The extent of the arc, `(0, 2π]`: clockwise from ``startAngle`` in left to right,
  /// counter-clockwise in right to left (see ``signedSweep``).
  public var sweep: Double
  /// The stroke width.
  public var lineWidth: Double
  /// The stroke's end caps.
  public var cap: LineCap
  /// Which way fractions grow: clockwise in left to right, counter-clockwise in right to left.
  public var direction: WritingDirection

  /// Creates a ring from explicit values; `startAngle` is the on-screen angle of fraction 0.
  public init(
    center: Point, radius: Double, startAngle: Double, sweep: Double, lineWidth: Double,
    cap: LineCap, direction: WritingDirection = .leftToRight
  ) {
    self.center = center
    self.radius = radius
    self.startAngle = startAngle
    self.sweep = sweep
    self.lineWidth = lineWidth
    self.cap = cap
    self.direction = direction
  }

  /// The ring for a control whose own coordinate space is `bounds` (not its frame in a parent: the
  /// article's `frame`-versus-`bounds` mix-up misplaces the ring when the frame's origin is not
  /// zero): centred in `bounds`, with a radius of `radiusFactor` × the shorter side.
  ///
  /// The configuration's angles are left-to-right ones; `direction` right to left mirrors them
  /// (its start angle θ is drawn at π − θ and the arc runs counter-clockwise).
  public init(
    bounds: Rect, configuration: ArcStepperConfiguration,
    direction: WritingDirection = .leftToRight
  ) {
    self.init(
      center: bounds.center,
      radius: max(0, configuration.radiusFactor * min(bounds.width, bounds.height)),
      startAngle: Self.mirroredAngle(configuration.startAngle, in: direction),
      sweep: configuration.sweep, lineWidth: configuration.lineWidth, cap: configuration.lineCap,
      direction: direction)
  }

  /// `angle` as drawn in `direction`: unchanged left to right, `π − angle` (its mirror image
  /// about the vertical axis, normalised to `0..<2π`) right to left.
  public static func mirroredAngle(_ angle: Double, in direction: WritingDirection) -> Double {
    direction == .rightToLeft ? Polar.normalized(Double.pi - angle) : angle
  }

  /// The sweep as drawn: ``sweep`` left to right, `−sweep` (counter-clockwise) right to left,
  /// as ``DrawCommand/arc(center:radius:startAngle:sweep:stroke:)`` takes it.
  public var signedSweep: Double { direction == .rightToLeft ? -sweep : sweep }

  /// This ring mirrored about the vertical line through its centre, in the other direction: a
  /// point `p` of this ring is at fraction `f` exactly when `p`'s mirror image is at `f` on the
  /// mirrored ring.
  public var mirrored: ArcGeometry {
    ArcGeometry(
      center: center, radius: radius, startAngle: Polar.normalized(Double.pi - startAngle),
      sweep: sweep, lineWidth: lineWidth, cap: cap,
      direction: direction == .rightToLeft ? .leftToRight : .rightToLeft)
  }

  /// `point` mirrored about the vertical line through the centre.
  public func mirror(_ point: Point) -> Point {
    Point(x: 2 * center.x - point.x, y: point.y)
  }

  /// The angle of fraction 1, normalised to `0..<2π`.
  public var endAngle: Double { Polar.normalized(startAngle + signedSweep) }

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
    Polar.normalized(startAngle + signedSweep * Self.clampFraction(fraction))
  }

  /// The point on the stroke's centre line at `fraction` (clamped to `0...1`).
  public func point(forFraction fraction: Double) -> Point {
    Polar.point(center: center, radius: radius, angle: angle(forFraction: fraction))
  }

  /// The angle from the start of the arc to `point` the way the arc runs (clockwise left to
  /// right, counter-clockwise right to left), in `0..<2π`.
  public func offset(of point: Point) -> Double {
    let turn = Polar.angle(of: point, from: center) - startAngle
    return Polar.normalized(direction == .rightToLeft ? -turn : turn)
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
