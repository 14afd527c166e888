import ControlKitTesting
import PropertyBased
import Testing

@testable import ControlKit

/// Issue 37, item 3: right to left mirrors the arc stepper about the vertical axis, for drawing
/// and for placing presses alike.
@Suite("ArcStepper right to left")
struct ArcMirroringTests {
  let ltr = ArcGeometry(bounds: ArcFixture.bounds, configuration: .article)
  let rtl = ArcGeometry(
    bounds: ArcFixture.bounds, configuration: .article, direction: .rightToLeft)

  /// The article's state laid out right to left in the fixture's bounds.
  static func rtlState(step: Int = 5) -> ArcStepperState {
    ArcStepperState(
      currentStep: step, configuration: .article, bounds: ArcFixture.bounds,
      direction: .rightToLeft)
  }

  /// `point` mirrored about the fixture's vertical centre line (x = 50).
  static func mirror(_ point: Point) -> Point { Point(x: 100 - point.x, y: point.y) }

  @Test func theMirroredRingStartsDownRightAndRunsCounterClockwise() {
    #expect(rtl.direction == .rightToLeft)
    #expect(abs(Polar.degrees(radians: rtl.startAngle) - 45) < 1e-9)
    #expect(rtl.sweep == ltr.sweep)
    #expect(rtl.signedSweep == -ltr.sweep)
    #expect(ltr.signedSweep == ltr.sweep)
    #expect(abs(Polar.degrees(radians: rtl.endAngle) - 135) < 1e-9)
    // The centre, radius, gap, label box and touch square are symmetric: they do not move.
    #expect(rtl.center == ltr.center && rtl.radius == ltr.radius && rtl.gap == ltr.gap)
    #expect(rtl.labelArea == ltr.labelArea)
    #expect(
      ArcStepperLayout.touchArea(for: rtl, touchSlop: 18)
        == ArcStepperLayout.touchArea(for: ltr, touchSlop: 18))
  }

  @Test(arguments: [
    (0, "(78.284, 78.284)"),
    (5, "(50, 10)"),
    (10, "(21.716, 78.284)"),
  ])
  func stepsSitAtTheirMirrorImages(step: Int, point: String) {
    let fraction = Double(step) / 10
    #expect(rtl.point(forFraction: fraction).description == point)
    let mirrored = Self.mirror(ltr.point(forFraction: fraction))
    #expect(rtl.point(forFraction: fraction).distance(to: mirrored) < 1e-9)
  }

  @Test(
    arguments: [
      (0.0, 225.0 / 270.0, 45.0 / 270.0), (180.0, 45.0 / 270.0, 225.0 / 270.0),
      (270.0, 0.5, 0.5),
    ] as [(Double, Double, Double)])
  func fractionsAtScreenAnglesAreMirrored(degrees: Double, ltrFraction: Double, rtlFraction: Double)
    throws
  {
    // 3 o'clock is 225° along the arc from 135° left to right, 45° along from 45° right to left.
    let point = ArcFixture.point(degrees: degrees)
    #expect(abs(try #require(ltr.fraction(at: point)) - ltrFraction) < 1e-12)
    #expect(abs(try #require(rtl.fraction(at: point)) - rtlFraction) < 1e-12)
    let mirrored = try #require(ltr.fraction(at: Self.mirror(point)))
    #expect(abs(try #require(rtl.fraction(at: point)) - mirrored) < 1e-12)
  }

  @Test func theGapIsStillTheBottom() {
    #expect(rtl.fraction(at: ArcFixture.point(degrees: 90)) == nil)
    #expect(rtl.fraction(at: ArcFixture.point(degrees: 60)) == nil)
    #expect(rtl.fraction(at: ArcFixture.point(degrees: 0)) != nil)
  }

  @Test func mirroredGivesTheOtherDirectionAndMirrorsPoints() {
    #expect(ltr.mirrored.direction == .rightToLeft)
    #expect(abs(ltr.mirrored.startAngle - rtl.startAngle) < 1e-12)
    #expect(ltr.mirror(Point(x: 10, y: 30)) == Point(x: 90, y: 30))
    #expect(ArcGeometry.mirroredAngle(1, in: .leftToRight) == 1)
    #expect(abs(ArcGeometry.mirroredAngle(1, in: .rightToLeft) - (Double.pi - 1)) < 1e-12)
  }

  @Test func theDrawingRunsCounterClockwiseFromTheMirroredStart() throws {
    let state = Self.rtlState()
    let layout = ArcStepperLayout(state: state, measure: FixedAdvanceTextMeasurer())
    #expect(layout.geometry.direction == .rightToLeft)
    let commands = ArcStepperDrawing.commands(
      for: state, layout: layout, theme: .light, at: .zero)
    guard case .arc(_, _, let trackStart, let trackSweep, _) = commands[0],
      case .arc(_, _, let progressStart, let progressSweep, _) = commands[1]
    else {
      Issue.record("expected the track and the progress arcs first: \(commands)")
      return
    }
    #expect(abs(Polar.degrees(radians: trackStart) - 45) < 1e-9)
    #expect(abs(Polar.degrees(radians: trackSweep) + 270) < 1e-9)
    #expect(abs(Polar.degrees(radians: progressStart) - 45) < 1e-9)
    #expect(abs(Polar.degrees(radians: progressSweep) + 135) < 1e-9)
    // The label is centred as left to right: "5/10" is one left-to-right run in any paragraph.
    let ltrLayout = ArcStepperLayout(
      state: ArcStepperState(currentStep: 5, configuration: .article, bounds: ArcFixture.bounds),
      measure: FixedAdvanceTextMeasurer())
    #expect(layout.labelFrame == ltrLayout.labelFrame)
  }

  @Test func theThumbWhileDraggingSitsOnTheMirroredRing() throws {
    var state = Self.rtlState()
    // 30 % along the mirrored arc: up and to the right of the centre.
    let press = rtl.point(forFraction: 0.3)
    _ = state.reduce(.pointerPressed(press, at: .zero))
    #expect(state.currentStep == 3)
    let layout = ArcStepperLayout(state: state, measure: FixedAdvanceTextMeasurer())
    let commands = ArcStepperDrawing.commands(
      for: state, layout: layout, theme: .light, at: .milliseconds(5000))
    let thumb = try #require(
      commands.compactMap { command -> Rect? in
        if case .ellipse(let rect, let fill, _) = command, fill != nil { return rect }
        return nil
      }.first)
    #expect(thumb.center.distance(to: rtl.point(forFraction: 0.3)) < 1e-9)
    #expect(thumb.center.x > 50, "the thumb is on the right half")
  }

  @Test func aPressOnTheRightSideSetsALowStepRightToLeft() {
    // 3 o'clock: step 8 (225 / 270 of the arc, rounded) left to right, step 2 right to left.
    var ltrState = ArcStepperState(
      currentStep: 5, configuration: .article, bounds: ArcFixture.bounds)
    _ = ltrState.reduce(.pointerPressed(ArcFixture.point(degrees: 0), at: .zero))
    #expect(ltrState.currentStep == 8)
    var state = Self.rtlState()
    let effects = state.reduce(.pointerPressed(ArcFixture.point(degrees: 0), at: .zero))
    #expect(state.currentStep == 2)
    #expect(effects.first == .valueChanged(old: 5, new: 2, source: .pointer))
  }

  @Test func aDragAcrossTheMirroredGapHoldsTheValueAtTheEnd() {
    var state = Self.rtlState()
    // Near the end (down-left right to left), then into the gap at the bottom.
    _ = state.reduce(.pointerPressed(rtl.point(forFraction: 0.97), at: .zero))
    #expect(state.currentStep == 10)
    let effects = state.reduce(.pointerMoved(ArcFixture.point(degrees: 90), at: .milliseconds(16)))
    #expect(state.currentStep == 10)
    #expect(effects == [.limitReached(.upper, feedback: .standard)])
    // On across the gap to the right end (fraction 0): still held at the maximum.
    _ = state.reduce(.pointerMoved(rtl.point(forFraction: 0.02), at: .milliseconds(32)))
    #expect(state.currentStep == 10)
  }

  @Test func keysKeepTheirMeaningRightToLeft() {
    var state = Self.rtlState()
    _ = state.reduce(.keyPressed(.up, at: .zero))
    #expect(state.currentStep == 6)
    _ = state.reduce(.keyPressed(.down, at: .zero))
    _ = state.reduce(.keyPressed(.down, at: .zero))
    #expect(state.currentStep == 4)
    _ = state.reduce(.keyPressed(.end, at: .zero))
    #expect(state.currentStep == 10)
  }

  @Test func horizontalArrowsFollowTheDirection() {
    #expect(ArcStepperKey.leftArrow(in: .leftToRight) == .down)
    #expect(ArcStepperKey.rightArrow(in: .leftToRight) == .up)
    #expect(ArcStepperKey.leftArrow(in: .rightToLeft) == .up)
    #expect(ArcStepperKey.rightArrow(in: .rightToLeft) == .down)
  }

  @Test func directionChangedMirrorsTheRingAndChangesNothingElse() {
    var state = ArcStepperState(
      currentStep: 5, configuration: .article, bounds: ArcFixture.bounds)
    var expected = state
    let effects = state.reduce(.directionChanged(.rightToLeft, at: .zero))
    #expect(effects.isEmpty)
    expected.direction = .rightToLeft
    #expect(state == expected)
    #expect(state.geometry == rtl)
    // Handled while disabled too: it is layout, not input.
    _ = state.reduce(.enabledChanged(false, at: .zero))
    _ = state.reduce(.directionChanged(.leftToRight, at: .zero))
    #expect(state.direction == .leftToRight)
  }

  @Test func aDirectionChangeMidDragKeepsTheValueAndFollowsTheMirroredRing() {
    var state = ArcStepperState(
      currentStep: 5, configuration: .article, bounds: ArcFixture.bounds)
    _ = state.reduce(.pointerPressed(ltr.point(forFraction: 0.4), at: .zero))
    #expect(state.currentStep == 4)
    _ = state.reduce(.directionChanged(.rightToLeft, at: .milliseconds(8)))
    #expect(state.currentStep == 4 && state.isDragging)
    _ = state.reduce(.pointerMoved(rtl.point(forFraction: 0.6), at: .milliseconds(16)))
    #expect(state.currentStep == 6)
  }

  @MainActor @Test func theDriverKeepsTheDirectionAcrossConfigurations() throws {
    let host = VirtualHost()
    let driver = ArcStepperDriver(host: host)
    driver.boundsChanged(ArcFixture.bounds)
    var renders = 0
    driver.onRender = { renders += 1 }
    driver.direction = .rightToLeft
    #expect(driver.state.direction == .rightToLeft)
    #expect(renders == 1)
    driver.direction = .rightToLeft
    #expect(renders == 1, "an unchanged direction sends nothing")
    driver.configuration = try ArcStepperConfiguration(stepCount: 12)
    #expect(driver.state.direction == .rightToLeft)
    #expect(driver.press(at: ArcFixture.point(degrees: 0)))
    // 3 o'clock right to left: 45° of 270° along, 2 of 12 steps.
    #expect(driver.value == 2)
  }

  @Test func mirroringTwiceIsTheIdentity() async {
    let input = zip(
      Gen.double(in: -10...10), Gen.double(in: 0.01...(2 * Double.pi)),
      Gen.double(in: -50...150), Gen.double(in: -50...150))
    await propertyCheck(count: 300, input: input) { start, sweep, x, y in
      let ring = ArcGeometry(
        center: Point(x: 50, y: 50), radius: 40, startAngle: start, sweep: sweep, lineWidth: 8,
        cap: .butt)
      let twice = ring.mirrored.mirrored
      #expect(twice.direction == ring.direction)
      #expect(abs(Polar.normalized(twice.startAngle - ring.startAngle + 1) - 1) < 1e-9)
      let point = Point(x: x, y: y)
      #expect(ring.mirror(ring.mirror(point)).distance(to: point) < 1e-9)
      for fraction in [0, 0.25, 0.5, 1] {
        #expect(
          twice.point(forFraction: fraction).distance(to: ring.point(forFraction: fraction)) < 1e-9)
      }
    }
  }

  @Test func theValueAtAPointLeftToRightIsTheValueAtItsMirrorRightToLeft() async {
    let input = zip(Gen.double(in: -30...130), Gen.double(in: -30...130), Gen.int(in: 1...40))
    await propertyCheck(count: 400, input: input) { x, y, count in
      guard let configuration = try? ArcStepperConfiguration(stepCount: count) else {
        Issue.record("valid configuration rejected")
        return
      }
      let point = Point(x: x, y: y)
      let ltrRing = ArcGeometry(bounds: ArcFixture.bounds, configuration: configuration)
      let rtlRing = ArcGeometry(
        bounds: ArcFixture.bounds, configuration: configuration, direction: .rightToLeft)
      let a = ltrRing.fraction(at: point)
      let b = rtlRing.fraction(at: Self.mirror(point))
      #expect((a == nil) == (b == nil) || Self.onTheEdge(a ?? b ?? 0))
      if let a, let b { #expect(abs(a - b) < 1e-9) }

      var left = ArcStepperState(
        currentStep: 0, configuration: configuration, bounds: ArcFixture.bounds)
      var right = ArcStepperState(
        currentStep: 0, configuration: configuration, bounds: ArcFixture.bounds,
        direction: .rightToLeft)
      _ = left.reduce(.pointerPressed(point, at: .zero))
      _ = right.reduce(.pointerPressed(Self.mirror(point), at: .zero))
      #expect(left.isDragging == right.isDragging)
      #expect(left.currentStep == right.currentStep)
    }
  }

  /// Whether a fraction sits at an end, where rounding may put a point just in the gap on one
  /// side and on the arc on the other.
  private static func onTheEdge(_ fraction: Double) -> Bool {
    fraction < 1e-9 || fraction > 1 - 1e-9
  }
}
