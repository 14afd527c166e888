import ControlKitTestSupport
import Testing

@testable import ControlKit

@Suite("Stepper hold-to-repeat")
struct StepperHoldTests {
  @Test func tapStepsExactlyOnce() throws {
    var state = StepperState(value: 1, configuration: try quantityConfiguration())
    var effects: [StepperEffect] = []
    state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)), into: &effects)
    #expect(
      effects == [.valueChanged(old: 1, new: 2, source: .button), .scheduleTimer(at: ms(400))])
    expectState(
      state, value: 2, hold: StepperHold(direction: .increment, pointer: .mouse, deadline: ms(400)))
    effects.removeAll(keepingCapacity: true)
    state.reduce(.released(inside: true, at: ms(120)), into: &effects)
    #expect(effects == [.cancelTimer, .interactionEnded(value: 2)])
    expectState(state, value: 2)
    // A late timer from the front-end is stale and does nothing.
    effects.removeAll(keepingCapacity: true)
    state.reduce(.repeatTimerFired(at: ms(400)), into: &effects)
    #expect(effects.isEmpty)
    expectState(state, value: 2)
  }

  @Test(arguments: [
    (StepperPointerKind.mouse, Int64(400)), (StepperPointerKind.touch, Int64(600)),
  ])
  func initialDelayBoundaries(pointer: StepperPointerKind, delay: Int64) throws {
    for (fireAt, expectedValue) in [(delay - 1, FixedDecimal(2)), (delay, 3), (delay + 1, 3)] {
      var state = StepperState(value: 1, configuration: try quantityConfiguration())
      _ = state.reduce(.incrementPressed(pointer: pointer, at: ms(0)))
      #expect(state.pendingTimerDeadline == ms(delay))
      let effects = state.reduce(.repeatTimerFired(at: ms(fireAt)))
      #expect(state.value == expectedValue, "fired at \(fireAt) ms")
      if fireAt < delay {
        #expect(effects.isEmpty)
        expectState(
          state, value: 2,
          hold: StepperHold(direction: .increment, pointer: pointer, deadline: ms(delay)))
      } else {
        let next = ms(fireAt + 150)
        #expect(
          effects == [.valueChanged(old: 2, new: 3, source: .repeat), .scheduleTimer(at: next)])
        expectState(
          state, value: 3,
          hold: StepperHold(direction: .increment, pointer: pointer, repeatCount: 1, deadline: next)
        )
      }
    }
  }

  @Test(arguments: [Int64(149), 150, 151])
  func repeatIntervalBoundaries(elapsed: Int64) throws {
    var state = StepperState(value: 0, configuration: try quantityConfiguration())
    _ = state.reduce(.decrementPressed(pointer: .mouse, at: ms(0)))  // at min: blocked
    _ = state.reduce(.released(inside: true, at: ms(1)))
    _ = state.reduce(.incrementPressed(pointer: .mouse, at: ms(1000)))
    _ = state.reduce(.repeatTimerFired(at: ms(1400)))
    #expect(state.value == 2)
    let effects = state.reduce(.repeatTimerFired(at: ms(1400 + elapsed)))
    #expect(state.value == (elapsed >= 150 ? 3 : 2))
    #expect(effects.isEmpty == (elapsed < 150))
  }

  @Test func keyboardPressStepsOnceAndSchedulesNothing() throws {
    var state = StepperState(value: 1, configuration: try quantityConfiguration())
    let effects = state.reduce(.incrementPressed(pointer: .keyboard, at: ms(0)))
    #expect(effects == [.valueChanged(old: 1, new: 2, source: .button)])
    expectState(state, value: 2, hold: StepperHold(direction: .increment, pointer: .keyboard))
    #expect(state.reduce(.released(inside: true, at: ms(900))) == [.interactionEnded(value: 2)])
  }

  @Test func repeatStopsAtTheLimitAndLeavesNoTimer() throws {
    var state = StepperState(value: 8, configuration: try quantityConfiguration())
    _ = state.reduce(.incrementPressed(pointer: .touch, at: ms(0)))  // 9
    let effects = state.reduce(.repeatTimerFired(at: ms(600)))  // 10 = max
    #expect(effects == [.valueChanged(old: 9, new: 10, source: .repeat), .cancelTimer])
    expectState(
      state, value: 10, hold: StepperHold(direction: .increment, pointer: .touch, repeatCount: 1))
    #expect(state.reduce(.repeatTimerFired(at: ms(750))) == [])
    #expect(state.reduce(.pointerCancelled(at: ms(800))) == [.interactionEnded(value: 10)])
    expectState(state, value: 10)
  }

  @Test func pressLandingOnTheLimitSchedulesNoTimer() throws {
    var state = StepperState(value: 9, configuration: try quantityConfiguration())
    #expect(
      state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))
        == [.valueChanged(old: 9, new: 10, source: .button)])
    #expect(state.pendingTimerDeadline == nil)
    let blocked = state.reduce(.incrementPressed(pointer: .mouse, at: ms(50)))
    #expect(
      blocked == [
        .interactionEnded(value: 10), .limitReached(.upper, feedback: .standard),
        .announce(.limitReached(.upper)),
      ])
    expectState(state, value: 10, hold: StepperHold(direction: .increment, pointer: .mouse))
  }

  @Test func cancelAndDisableStopTheRepeat() throws {
    var state = StepperState(value: 1, configuration: try quantityConfiguration())
    _ = state.reduce(.incrementPressed(pointer: .touch, at: ms(0)))
    #expect(
      state.reduce(.pointerCancelled(at: ms(30))) == [.cancelTimer, .interactionEnded(value: 2)])
    expectState(state, value: 2)

    _ = state.reduce(.incrementPressed(pointer: .mouse, at: ms(100)))
    _ = state.reduce(.repeatTimerFired(at: ms(500)))
    #expect(
      state.reduce(.enabledChanged(false, at: ms(520)))
        == [.cancelTimer, .interactionEnded(value: 4)])
    expectState(state, value: 4, isEnabled: false)
    #expect(state.reduce(.repeatTimerFired(at: ms(650))) == [])
    #expect(state.reduce(.incrementPressed(pointer: .mouse, at: ms(700))) == [])
    #expect(state.reduce(.released(inside: true, at: ms(710))) == [])
    expectState(state, value: 4, isEnabled: false)
  }

  /// What the app does to a held stepper between two repeats, at 430 ms (the next repeat is due
  /// at 550 ms), and the effects it must give.
  static let appInterruptions: [(StepperEvent, [StepperEffect])] = [
    (
      .enabledChanged(false, at: ms(430)),
      [.cancelTimer, .interactionEnded(value: 3)]
    ),
    (
      .valueSetProgrammatically(10, at: ms(430)),
      [.valueChanged(old: 3, new: 10, source: .programmatic), .cancelTimer]
    ),
  ]

  /// A disable, or a programmatic set to the limit, during a hold leaves no timer: the repeat
  /// that was due fires into nothing, 1 ms either side of its deadline.
  @Test(arguments: appInterruptions)
  func appInterruptionDuringAHoldLeavesNoTimer(
    event: StepperEvent, expected: [StepperEffect]
  ) throws {
    var state = StepperState(value: 1, configuration: try quantityConfiguration())
    _ = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))  // 2
    _ = state.reduce(.repeatTimerFired(at: ms(400)))  // 3, next at 550
    #expect(state.pendingTimerDeadline == ms(550))
    #expect(state.reduce(event) == expected)
    #expect(state.pendingTimerDeadline == nil)
    let value = state.value
    for fireAt in [Int64(549), 550, 551] {
      #expect(state.reduce(.repeatTimerFired(at: ms(fireAt))) == [])
    }
    #expect(state.value == value && state.pendingTimerDeadline == nil)
  }

  @Test func accelerationAfterTenRepeats() throws {
    let policy = StepperRepeatPolicy(
      acceleration: StepperAcceleration(
        afterRepeats: 10, interval: .milliseconds(50), stepMultiplier: 2))
    var state = StepperState(
      configuration: try StepperConfiguration(maximum: 1000, repeatPolicy: policy))
    _ = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))
    var now: Int64 = 400
    var deadlines: [Int64] = []
    for _ in 0..<12 {
      _ = state.reduce(.repeatTimerFired(at: ms(now)))
      let next = try #require(state.pendingTimerDeadline)
      deadlines.append(next.milliseconds - now)
      now = next.milliseconds
    }
    // Repeats 1-9 wait 150 ms; from the 10th on, 50 ms. Steps: 1 + 10 single + 2 double.
    let expectedDeadlines: [Int64] = Array(repeating: 150, count: 9) + [50, 50, 50]
    #expect(deadlines == expectedDeadlines)
    #expect(state.value == FixedDecimal(15))
    #expect(state.repeatCount == 12)
  }

  @Test func newPressReplacesAnUnreleasedHold() throws {
    var state = StepperState(value: 5, configuration: try quantityConfiguration())
    _ = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))
    let effects = state.reduce(.decrementPressed(pointer: .touch, at: ms(10)))
    #expect(
      effects == [
        .cancelTimer, .interactionEnded(value: 6), .valueChanged(old: 6, new: 5, source: .button),
        .scheduleTimer(at: ms(610)),
      ])
    expectState(
      state, value: 5, hold: StepperHold(direction: .decrement, pointer: .touch, deadline: ms(610)))
  }

  @Test func wrapsOnlyFromTheLimitWhileHolding() throws {
    var state = StepperState(value: 9, configuration: try quantityConfiguration(wraps: true))
    _ = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))  // 10, keeps repeating
    #expect(state.pendingTimerDeadline == ms(400))
    _ = state.reduce(.repeatTimerFired(at: ms(400)))
    #expect(state.value == 0)
    #expect(state.pendingTimerDeadline == ms(550))
  }

  @Test func disabledRepeatPolicyNeverSchedules() throws {
    let configuration = try StepperConfiguration(
      repeatPolicy: StepperRepeatPolicy(isEnabled: false))
    var state = StepperState(configuration: configuration)
    #expect(
      state.reduce(.incrementPressed(pointer: .touch, at: ms(0))) == [
        .valueChanged(old: 0, new: 1, source: .button)
      ])
    #expect(state.pendingTimerDeadline == nil)
  }

  /// The default acceleration: ten repeats 150 ms apart, then every 50 ms, one step each; each
  /// accelerated deadline is pinned one millisecond either side.
  @Test(arguments: [Int64(-1), 0, 1])
  func defaultAccelerationBoundaries(offset: Int64) throws {
    var state = StepperState(configuration: StepperConfiguration.default)
    _ = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))
    var now: Int64 = 400
    for _ in 0..<10 {
      _ = state.reduce(.repeatTimerFired(at: ms(now)))
      now += 150
    }
    // After the 10th repeat (at 400 + 9 × 150 = 1750 ms) the next is due 50 ms later.
    let tenth = now - 150
    #expect(state.pendingTimerDeadline == ms(tenth + 50))
    #expect(state.value == 11)
    let effects = state.reduce(.repeatTimerFired(at: ms(tenth + 50 + offset)))
    if offset < 0 {
      #expect(effects.isEmpty)
      expectState(
        state, value: 11,
        hold: StepperHold(
          direction: .increment, pointer: .mouse, repeatCount: 10, deadline: ms(tenth + 50)))
    } else {
      let next = ms(tenth + 50 + offset + 50)
      #expect(
        effects == [.valueChanged(old: 11, new: 12, source: .repeat), .scheduleTimer(at: next)])
      expectState(
        state, value: 12,
        hold: StepperHold(direction: .increment, pointer: .mouse, repeatCount: 11, deadline: next))
    }
  }

  @Test func repeatStopsAtTheLowerLimitAndLeavesNoTimer() throws {
    var state = StepperState(value: 2, configuration: try quantityConfiguration())
    #expect(
      state.reduce(.decrementPressed(pointer: .mouse, at: ms(0)))
        == [.valueChanged(old: 2, new: 1, source: .button), .scheduleTimer(at: ms(400))])
    #expect(
      state.reduce(.repeatTimerFired(at: ms(400)))
        == [.valueChanged(old: 1, new: 0, source: .repeat), .cancelTimer])
    expectState(
      state, value: 0, hold: StepperHold(direction: .decrement, pointer: .mouse, repeatCount: 1))
    #expect(state.reduce(.repeatTimerFired(at: ms(550))) == [])
    #expect(state.reduce(.released(inside: true, at: ms(600))) == [.interactionEnded(value: 0)])
    expectState(state, value: 0)
  }

  /// A release outside the button ends the hold exactly like one inside: it never steps.
  @Test(arguments: [true, false])
  func releaseInsideOrOutsideEndsTheHoldWithoutStepping(inside: Bool) throws {
    var state = StepperState(value: 1, configuration: try quantityConfiguration())
    _ = state.reduce(.incrementPressed(pointer: .touch, at: ms(0)))
    #expect(
      state.reduce(.released(inside: inside, at: ms(700)))
        == [.cancelTimer, .interactionEnded(value: 2)])
    expectState(state, value: 2)
  }
}
