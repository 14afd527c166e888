import PropertyBased
import Testing

@testable import ControlKit

@Suite("ArcStepper geometry")
struct ArcGeometryTests {
  let ring = ArcGeometry(bounds: ArcFixture.bounds, configuration: .article)

  @Test func ringIsCentredWithRadiusFromShorterSide() {
    #expect(ring.center == Point(x: 50, y: 50))
    #expect(ring.radius == 40)
    #expect(ring.lineWidth == 8)
    #expect(ring.cap == .butt)
    let wide = ArcGeometry(
      bounds: Rect(x: 0, y: 0, width: 200, height: 100), configuration: .article)
    #expect(wide.center == Point(x: 100, y: 50))
    #expect(wide.radius == 40)
    // Bounds with an origin: the centre is the bounds' centre, not the frame-size centre.
    let offset = ArcGeometry(
      bounds: Rect(x: 10, y: 20, width: 100, height: 60), configuration: .article)
    #expect(offset.center == Point(x: 60, y: 50))
    #expect(offset.radius == 24)
  }

  @Test(arguments: [
    (0, 135.0, "(21.716, 78.284)"),
    (5, 270, "(50, 10)"),
    (10, 45, "(78.284, 78.284)"),
  ])
  func stepsMapToAnglesAndPoints(step: Int, degrees: Double, point: String) {
    let fraction = Double(step) / 10
    #expect(abs(Polar.degrees(radians: ring.angle(forFraction: fraction)) - degrees) < 1e-9)
    #expect(ring.point(forFraction: fraction).description == point)
  }

  @Test func everyStepIs27DegreesApart() {
    for step in 0...10 {
      let expected = Polar.normalized(Polar.radians(degrees: 135 + 27 * Double(step)))
      #expect(abs(ring.angle(forFraction: Double(step) / 10) - expected) < 1e-12)
    }
  }

  @Test func endAngleAndGap() {
    #expect(abs(Polar.degrees(radians: ring.endAngle) - 45) < 1e-9)
    #expect(abs(Polar.degrees(radians: ring.gap) - 90) < 1e-9)
  }

  @Test func pointAtTheEndAngleIsFractionOne() {
    let end = Polar.point(center: ring.center, radius: 40, angle: ring.endAngle)
    #expect(ring.fraction(at: end) == 1)
    let start = Polar.point(center: ring.center, radius: 40, angle: ring.startAngle)
    #expect(ring.fraction(at: start) == 0)
  }

  @Test(
    arguments: [
      (270.0, 0.5), (180.0, 1.0 / 6.0), (0.0, 225.0 / 270.0), (135.0, 0.0), (45.0, 1.0),
    ] as [(Double, Double)])
  func pointsMapToFractions(degrees: Double, fraction: Double) throws {
    let got = try #require(ring.fraction(at: ArcFixture.point(degrees: degrees)))
    #expect(abs(got - fraction) < 1e-9)
  }

  @Test(arguments: [90.0, 60, 120, 46, 134])
  func pointsInTheGapHaveNoFraction(degrees: Double) {
    #expect(ring.fraction(at: ArcFixture.point(degrees: degrees)) == nil)
  }

  @Test(arguments: [(360.0, 0.5), (270, 2.0 / 3), (180, 1), (90, 1)] as [(Double, Double)])
  func largestMoveAlongTheArcIsHalfTheCircleOverTheSweep(sweepDegrees: Double, expected: Double) {
    let ring = ArcGeometry(
      center: .zero, radius: 10, startAngle: 0, sweep: Polar.radians(degrees: sweepDegrees),
      lineWidth: 1, cap: .butt)
    #expect(abs(ring.largestMoveAlongArc - expected) < 1e-12)
  }

  @Test func fractionsOutsideZeroToOneAreClamped() {
    #expect(ring.point(forFraction: -1) == ring.point(forFraction: 0))
    #expect(ring.point(forFraction: 2) == ring.point(forFraction: 1))
    #expect(ring.point(forFraction: .nan) == ring.point(forFraction: 0))
  }

  @Test func fractionPointFractionRoundTrips() async {
    await propertyCheck(
      count: 200, input: Gen.double(in: 0...1), Gen.double(in: -720...720),
      Gen.double(in: 1...360)
    ) { fraction, startDegrees, sweepDegrees in
      let ring = ArcGeometry(
        center: Point(x: 3, y: -7), radius: 25, startAngle: Polar.radians(degrees: startDegrees),
        sweep: Polar.radians(degrees: sweepDegrees), lineWidth: 4, cap: .round)
      let point = ring.point(forFraction: fraction)
      let back = ring.fraction(at: point)
      #expect(back != nil)
      // At a full circle the start and the end are the same point: either answer is right.
      if let back, !(sweepDegrees == 360 && (fraction < 1e-9 || fraction > 1 - 1e-9)) {
        #expect(abs(back - fraction) < 1e-8)
      }
    }
  }
}
