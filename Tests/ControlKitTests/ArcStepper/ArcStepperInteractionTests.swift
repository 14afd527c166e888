import ControlKitTestSupport
import Testing

@testable import ControlKit

@Suite("ArcStepper interaction")
struct ArcStepperInteractionTests {
  typealias F = ArcFixture

  private func move(_ from: Double, _ to: Double, at instant: ControlInstant) -> ArcAnimation {
    ArcAnimation(
      from: from, to: to, start: instant, durationPerFullSweep: .seconds(2), easing: .easeInOut)
  }

  @Test func pressOnTheRingSetsTheNearestStepAnimated() {
    var state = F.state()
    let effects = state.reduce(.pointerPressed(F.point(0.68), at: ms(0)))
    #expect(
      effects == [
        .valueChanged(old: 5, new: 7, source: .pointer),
        .animationStarted(move(0.5, 0.7, at: ms(0))),
      ])
    #expect(state.currentStep == 7)
    #expect(state.isDragging)
    #expect(state.animation?.duration == .milliseconds(400))
  }

  @Test(arguments: [
    Point(x: 50, y: 50), Point(x: 60, y: 55), ArcFixture.point(0.3, radius: 19.9),
  ])
  func pressNearTheCentreIsIgnored(point: Point) {
    var state = F.state()
    let before = state
    #expect(state.reduce(.pointerPressed(point, at: ms(0))).isEmpty)
    #expect(state == before)
    // The rest of the gesture is ignored too.
    #expect(state.reduce(.pointerMoved(F.point(0.9), at: ms(10))).isEmpty)
    #expect(state.reduce(.pointerReleased(F.point(0.9), at: ms(20))).isEmpty)
    #expect(state == before)
  }

  @Test func pressJustOutsideTheDeadZoneCounts() {
    var state = F.state()
    #expect(
      state.reduce(.pointerPressed(F.point(0.3, radius: 20), at: ms(0)))
        == [
          .valueChanged(old: 5, new: 3, source: .pointer),
          .animationStarted(move(0.5, 0.3, at: ms(0))),
        ])
    #expect(state.currentStep == 3 && state.isDragging)
  }

  @Test(arguments: [90.0, 60, 120, 50, 130])
  func pressInTheGapIsIgnored(degrees: Double) {
    var state = F.state()
    let before = state
    #expect(state.reduce(.pointerPressed(F.point(degrees: degrees), at: ms(0))).isEmpty)
    #expect(state == before)
  }

  @Test func pressBeyondTheTouchSlopIsIgnored() {
    // Outer limit: radius 40 + half the line 4 + slop 18 = 62.
    var state = F.state()
    #expect(state.reduce(.pointerPressed(F.point(0.2, radius: 62.01), at: ms(0))).isEmpty)
    #expect(!state.isDragging)
    #expect(
      state.reduce(.pointerPressed(F.point(0.2, radius: 62), at: ms(0)))
        == [
          .valueChanged(old: 5, new: 2, source: .pointer),
          .animationStarted(move(0.5, 0.2, at: ms(0))),
        ])
    #expect(state.currentStep == 2 && state.isDragging)
  }

  @Test func dragFollowsThePointerAtOnceAndInterruptsThePressAnimation() {
    var state = F.state()
    _ = state.reduce(.pointerPressed(F.point(0.2), at: ms(0)))
    let effects = state.reduce(.pointerMoved(F.point(0.31), at: ms(50)))
    #expect(
      effects == [
        .valueChanged(old: 2, new: 3, source: .pointer), .animationCompleted(.interrupted),
      ]
    )
    #expect(state.animation == nil)
    #expect(state.presentedFraction(at: ms(50)) == 0.3)
    // A move within the same step changes nothing.
    #expect(state.reduce(.pointerMoved(F.point(0.27), at: ms(60))).isEmpty)
    #expect(
      state.reduce(.pointerReleased(F.point(0.27), at: ms(70))) == [.interactionEnded(value: 3)])
    #expect(!state.isDragging)
  }

  @Test func movesNearTheCentreAreIgnoredWhileDragging() {
    var state = F.state()
    _ = state.reduce(.pointerPressed(F.point(0.2), at: ms(0)))
    #expect(state.reduce(.pointerMoved(Point(x: 52, y: 50), at: ms(10))).isEmpty)
    #expect(state.currentStep == 2)
    // Far outside the ring the angle still counts.
    _ = state.reduce(.pointerMoved(F.point(0.4, radius: 200), at: ms(20)))
    #expect(state.currentStep == 4)
  }

  @Test func draggingFromMaxAcrossTheGapHoldsMax() {
    var state = F.state()
    var steps: [Int] = []
    var all: [ArcStepperEffect] = []
    let script: [ArcStepperEvent] = [
      .pointerPressed(F.point(0.9), at: ms(0)),
      .pointerMoved(F.point(1.0), at: ms(10)),
      .pointerMoved(F.point(degrees: 75), at: ms(20)),  // in the gap, near the end
      .pointerMoved(F.point(degrees: 100), at: ms(30)),  // in the gap, near the start
      .pointerMoved(F.point(0.05), at: ms(40)),  // back on the arc at the low end
      .pointerMoved(F.point(0.02), at: ms(50)),
      .pointerReleased(F.point(0.02), at: ms(60)),
    ]
    for event in script {
      all += state.reduce(event)
      steps.append(state.currentStep)
    }
    #expect(steps == [9, 10, 10, 10, 10, 10, 10])
    #expect(
      all.filter { if case .limitReached = $0 { true } else { false } } == [
        .limitReached(.upper, feedback: .standard)
      ])
    #expect(all.last == .interactionEnded(value: 10))
  }

  @Test func draggingFromMinAcrossTheGapHoldsMinUntilBackOnTheLowHalf() {
    var state = F.state()
    _ = state.reduce(.pointerPressed(F.point(0.08), at: ms(0)))
    #expect(state.currentStep == 1)
    #expect(
      state.reduce(.pointerMoved(F.point(degrees: 105), at: ms(10)))
        == [
          .valueChanged(old: 1, new: 0, source: .pointer), .animationCompleted(.interrupted),
          .limitReached(.lower, feedback: .standard),
        ])
    #expect(state.reduce(.pointerMoved(F.point(0.97), at: ms(20))).isEmpty)
    #expect(state.reduce(.pointerMoved(F.point(0.6), at: ms(30))).isEmpty)
    #expect(state.currentStep == 0)
    // Back on the low half: the hold lets go.
    #expect(
      state.reduce(.pointerMoved(F.point(0.3), at: ms(40)))
        == [.valueChanged(old: 0, new: 3, source: .pointer)])
  }

  @Test func aJumpAcrossTheGapWithoutASampleInItHoldsTheNearEnd() {
    var state = F.state()
    _ = state.reduce(.pointerPressed(F.point(0.92), at: ms(0)))
    #expect(state.currentStep == 9)
    let effects = state.reduce(.pointerMoved(F.point(0.03), at: ms(10)))
    #expect(effects.first == .valueChanged(old: 9, new: 10, source: .pointer))
    #expect(effects.contains(.limitReached(.upper, feedback: .standard)))
    #expect(state.currentStep == 10)
    // Returning to the high half resumes following.
    _ = state.reduce(.pointerMoved(F.point(0.8), at: ms(20)))
    #expect(state.currentStep == 8)
  }

  /// A fast flick along the arc (0.2 → 0.75 in one sample: 148.5° along the arc, 211.5° through
  /// the gap) follows the pointer; it used to be read as a gap crossing and sent the value to 0.
  @Test func aFastMoveAlongTheArcFollowsThePointer() {
    var state = F.state()
    _ = state.reduce(.pointerPressed(F.point(0.2), at: ms(0)))
    #expect(
      state.reduce(.pointerMoved(F.point(0.75), at: ms(16)))
        == [
          .valueChanged(old: 2, new: 8, source: .pointer), .animationCompleted(.interrupted),
        ])
    #expect(state.currentStep == 8)
  }

  /// Beyond two thirds of the 270° arc the way through the gap is shorter: the drag holds its end.
  @Test func aMoveShorterThroughTheGapHoldsTheEnd() {
    var state = F.state()
    _ = state.reduce(.pointerPressed(F.point(0.2), at: ms(0)))
    #expect(
      state.reduce(.pointerMoved(F.point(0.9), at: ms(16)))
        == [
          .valueChanged(old: 2, new: 0, source: .pointer), .animationCompleted(.interrupted),
          .limitReached(.lower, feedback: .standard),
        ])
    #expect(state.currentStep == 0)
  }

  @Test func aNormalDragOverTheTopIsNotTreatedAsAJump() {
    var state = F.state()
    _ = state.reduce(.pointerPressed(F.point(0.3), at: ms(0)))
    for (index, fraction) in [0.4, 0.5, 0.6, 0.7].enumerated() {
      _ = state.reduce(.pointerMoved(F.point(fraction), at: ms(Int64(10 * index + 10))))
    }
    #expect(state.currentStep == 7)
  }

  @Test func releaseAppliesTheReleasePointThenEnds() {
    var state = F.state()
    _ = state.reduce(.pointerPressed(F.point(0.2), at: ms(0)))
    let effects = state.reduce(.pointerReleased(F.point(0.4), at: ms(300)))
    #expect(effects.first == .valueChanged(old: 2, new: 4, source: .pointer))
    #expect(effects.last == .interactionEnded(value: 4))
  }

  @Test func cancelRestoresTheStepFromBeforeThePress() {
    var state = F.state()
    _ = state.reduce(.pointerPressed(F.point(0.2), at: ms(0)))
    _ = state.reduce(.pointerMoved(F.point(0.3), at: ms(50)))
    let effects = state.reduce(.pointerCancelled(at: ms(100)))
    #expect(
      effects == [
        .valueChanged(old: 3, new: 5, source: .pointer),
        .animationStarted(move(0.3, 0.5, at: ms(100))),
        .interactionEnded(value: 5),
      ])
    #expect(state.currentStep == 5)
    #expect(!state.isDragging)
    #expect(state.reduce(.pointerCancelled(at: ms(110))).isEmpty)
  }

  @Test func keysStepAndJump() {
    var state = F.state()
    #expect(
      state.reduce(.keyPressed(.up, at: ms(0)))
        == [
          .valueChanged(old: 5, new: 6, source: .keyboard),
          .animationStarted(move(0.5, 0.6, at: ms(0))),
          .interactionEnded(value: 6),
        ])
    _ = state.reduce(.keyPressed(.down, at: ms(1000)))
    #expect(state.currentStep == 5)
    _ = state.reduce(.keyPressed(.end, at: ms(2000)))
    #expect(state.currentStep == 10)
    // At an end a key reports the limit and still ends its interaction, as the stepper's keys do.
    #expect(
      state.reduce(.keyPressed(.up, at: ms(9000)))
        == [.limitReached(.upper, feedback: .standard), .interactionEnded(value: 10)])
    #expect(state.reduce(.keyPressed(.end, at: ms(9001))) == [.interactionEnded(value: 10)])
    _ = state.reduce(.keyPressed(.home, at: ms(9002)))
    #expect(state.currentStep == 0)
    #expect(
      state.reduce(.keyPressed(.down, at: ms(20000)))
        == [.limitReached(.lower, feedback: .standard), .interactionEnded(value: 0)])
    #expect(state.currentStep == 0)
  }

  @Test func accessibilityActionsStepAndAnnounceLimits() {
    var state = F.state()
    let up = state.reduce(.accessibilityIncremented(at: ms(0)))
    #expect(up.first == .valueChanged(old: 5, new: 6, source: .accessibility))
    #expect(up.last == .interactionEnded(value: 6))
    _ = state.reduce(.stepSetProgrammatically(10, at: ms(0)))
    #expect(
      state.reduce(.accessibilityIncremented(at: ms(5000)))
        == [
          .limitReached(.upper, feedback: .standard), .announce("10 of 10, maximum"),
          .interactionEnded(value: 10),
        ])
    _ = state.reduce(.stepSetProgrammatically(0, at: ms(5000)))
    #expect(
      state.reduce(.accessibilityDecremented(at: ms(9000)))
        == [
          .limitReached(.lower, feedback: .standard), .announce("0 of 10, minimum"),
          .interactionEnded(value: 0),
        ])
  }

  @Test(arguments: [(42, 10), (-3, 0), (7, 7)])
  func programmaticSetIsClampedAndHasNoInteractionEnd(step: Int, expected: Int) {
    var state = F.state()
    let effects = state.reduce(.stepSetProgrammatically(step, at: ms(0)))
    #expect(state.currentStep == expected)
    #expect(effects.first == .valueChanged(old: 5, new: expected, source: .programmatic))
    #expect(!effects.contains(.interactionEnded(value: expected)))
    #expect(state.reduce(.stepSetProgrammatically(step, at: ms(10))).isEmpty)
  }

  @Test func disabledIgnoresTheUserAndEndsADrag() {
    var state = F.state()
    _ = state.reduce(.pointerPressed(F.point(0.2), at: ms(0)))
    #expect(state.reduce(.enabledChanged(false, at: ms(10))) == [.interactionEnded(value: 2)])
    #expect(!state.isDragging && !state.isEnabled)
    #expect(state.reduce(.pointerPressed(F.point(0.8), at: ms(20))).isEmpty)
    #expect(state.reduce(.keyPressed(.up, at: ms(30))).isEmpty)
    #expect(state.reduce(.accessibilityIncremented(at: ms(40))).isEmpty)
    #expect(state.currentStep == 2)
    #expect(state.reduce(.enabledChanged(true, at: ms(50))).isEmpty)
    _ = state.reduce(.keyPressed(.up, at: ms(60)))
    #expect(state.currentStep == 3)
  }

  @Test func boundsAndFocusAreRecorded() {
    var state = ArcStepperState()
    #expect(state.reduce(.boundsChanged(ArcFixture.bounds, at: ms(0))).isEmpty)
    #expect(state.bounds == ArcFixture.bounds)
    #expect(state.reduce(.focusChanged(true, at: ms(0))).isEmpty)
    #expect(state.isFocused)
    // With zero bounds no press can be placed on the ring: ignored, and reported.
    var empty = ArcStepperState()
    #expect(
      empty.reduce(.pointerPressed(Point(x: 0, y: 0), at: ms(0)))
        == [.pointerIgnoredWithoutBounds(Point(x: 0, y: 0))])
  }

  @Test func accessibilityElementIsASliderHonouringLimits() {
    var state = F.state()
    var element = state.accessibilityElement(label: "Volume")
    #expect(element.role == .slider)
    #expect(element.label == "Volume")
    #expect(element.value == "5 of 10")
    #expect(element.actions == [.increment, .decrement])
    #expect(element.range == 0...10)
    #expect(element.numericValue == 5)
    _ = state.reduce(.stepSetProgrammatically(10, at: ms(0)))
    #expect(state.accessibilityElement(label: "Volume").actions == [.decrement])
    _ = state.reduce(.stepSetProgrammatically(0, at: ms(0)))
    #expect(state.accessibilityElement(label: "Volume").actions == [.increment])
    _ = state.reduce(.enabledChanged(false, at: ms(0)))
    element = state.accessibilityElement(label: "Volume")
    #expect(element.actions.isEmpty && !element.isEnabled)
  }
}

@Suite("Arc stepper limit feedback")
struct ArcStepperLimitFeedbackTests {
  @Test func limitReachedCarriesTheConfiguredFeedback() throws {
    let configuration = try ArcStepperConfiguration(initialStep: 10, limitFeedback: .bell)
    var state = ArcStepperState(
      configuration: configuration, bounds: Rect(x: 0, y: 0, width: 200, height: 200))
    let effects = state.reduce(.keyPressed(.up, at: .zero))
    #expect(effects.first == .limitReached(.upper, feedback: .bell))
  }
}
