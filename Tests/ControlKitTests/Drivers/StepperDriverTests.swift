import ControlKitTestSupport
import ControlKitTesting
import Testing

@testable import ControlKit

/// The stepper's driver, once for every front-end, on a virtual clock, under the test store.
///
/// Each step states the whole new state, every effect (what the callbacks report) and host call
/// is received in order, and nothing is left at the end. What the driver adds on top of the
/// effects, `onInteractingChanged`, is logged and checked whole.
@MainActor
@Suite("Stepper driver")
struct StepperDriverTests {
  /// The `onInteractingChanged` reports, in order.
  final class Interacting {
    var reports: [Bool] = []
  }

  /// A store over a driver at `value` on a fresh clock, its interaction reports logged.
  func make(
    value: FixedDecimal = 1, configuration: StepperConfiguration? = nil,
    mode: StepperMode = .selfManaged, start: ControlInstant = .zero
  ) throws -> (DriverTestStore<StepperDriver>, Interacting) {
    let host = VirtualHost(start: start)
    let driver = StepperDriver(
      value: value, configuration: try configuration ?? quantity(), mode: mode, host: host)
    let interacting = Interacting()
    driver.onInteractingChanged = { interacting.reports.append($0) }
    return (DriverTestStore(driver, host: host), interacting)
  }

  @Test func aHoldRepeatsOnTheHostClockAndIsOneInteraction() throws {
    let (store, interacting) = try make()
    store.send(
      { $0.press(.increment, pointer: .mouse) }, presentation: StepperPresentation(displayText: "2")
    ) {
      $0.value = 2
      $0.requestedValue = nil
      $0.hold = StepperHold(direction: .increment, pointer: .mouse, deadline: ms(400))
    }
    store.receive(.valueChanged(old: 1, new: 2, source: .button), .scheduleTimer(at: ms(400)))
    store.receiveCalls(.scheduleTimer(at: ms(400)), .render)
    #expect(interacting.reports == [true])
    // The mouse's initial delay: the first repeat, and the next one 150 ms on.
    store.advance(by: .milliseconds(400), presentation: StepperPresentation(displayText: "3")) {
      $0.value = 3
      $0.hold = StepperHold(
        direction: .increment, pointer: .mouse, repeatCount: 1, deadline: ms(550))
    }
    store.receive(.valueChanged(old: 2, new: 3, source: .repeat), .scheduleTimer(at: ms(550)))
    store.receiveCalls(.scheduleTimer(at: ms(550)), .render)
    store.send({ $0.release(inside: true) }) {
      $0.hold = nil
    }
    store.receive(.cancelTimer, .interactionEnded(value: 3))
    store.receiveCalls(.cancelTimer, .render)
    #expect(interacting.reports == [true, false])
    store.finish()
  }

  @Test func aDisabledStepperReportsNoInteraction() throws {
    let (store, interacting) = try make()
    store.send(
      { $0.isEnabled = false },
      presentation: StepperPresentation(
        isEnabled: false, isDecrementEnabled: false, isIncrementEnabled: false)
    ) {
      $0.isEnabled = false
    }
    store.receiveCalls(.render)
    store.send { $0.press(.increment) }
    store.receiveCalls()
    store.send { $0.release(inside: true) }
    store.receiveCalls(.render)
    store.send { $0.focusChanged(true) }
    store.receiveCalls(.render)
    store.send { $0.focusChanged(false) }
    store.receiveCalls(.render)
    #expect(interacting.reports == [])
    store.finish()
  }

  @Test func aKeyIsAWholeInteraction() throws {
    let (store, interacting) = try make()
    let taken = store.send({ $0.keyPressed(.up) }) {
      $0.value = 2
      $0.requestedValue = nil
    }
    #expect(taken)
    store.receive(.valueChanged(old: 1, new: 2, source: .keyboard), .interactionEnded(value: 2))
    store.receiveCalls(.render)
    #expect(interacting.reports == [true, false])
    store.finish()
  }

  @Test func anEditIsOneInteractionFromFocusToCommit() throws {
    let (store, interacting) = try make()
    store.send({ $0.focusChanged(true) }, presentation: StepperPresentation(isEditing: true)) {
      $0.editingText = "1"
    }
    store.receive(.editingBegan)
    store.receiveCalls(.render)
    #expect(store.send { $0.proposeText("x") } == false)  // not a number: refused
    store.receive(.textRejected)
    store.receiveCalls(.render)
    #expect(
      store.send({ $0.proposeText("7") }) {
        $0.editingText = "7"
        $0.hasUncommittedText = true
      })
    store.receiveCalls(.render)
    store.send({ $0.submit() }) {  // commits, keeps editing
      $0.value = 7
      $0.requestedValue = nil
      $0.hasUncommittedText = false
    }
    store.receive(.valueChanged(old: 1, new: 7, source: .text), .interactionEnded(value: 7))
    store.receiveCalls(.render)
    #expect(store.driver.isInteracting && interacting.reports == [true])
    store.send({ $0.focusChanged(false) }) {
      $0.editingText = nil
    }
    store.receive(.editingEnded)
    store.receiveCalls(.render)
    #expect(interacting.reports == [true, false])
    store.finish()
  }

  @Test func theWholeTextBecomesOneReplacement() {
    #expect(TextReplacement(from: "12", to: "132") == TextReplacement(range: 1..<1, with: "3"))
    #expect(TextReplacement(from: "123", to: "13") == TextReplacement(range: 1..<2, with: ""))
    #expect(TextReplacement(from: "5", to: "5") == TextReplacement(range: 1..<1, with: ""))
    #expect(TextReplacement(from: "0.5", to: "9") == TextReplacement(range: 0..<3, with: "9"))
  }

  @Test func thePriceBarStepsExactDecimals() throws {
    let (store, _) = try make(
      value: 0.1, configuration: try StepperConfiguration(range: 0.1...9.9, step: 0.1))
    store.send({ $0.activate(.increment) }) {
      $0.value = FixedDecimal(parsing: "0.2") ?? 0
      $0.requestedValue = nil
    }
    store.receive(
      .valueChanged(old: 0.1, new: FixedDecimal(parsing: "0.2") ?? 0, source: .button),
      .interactionEnded(value: FixedDecimal(parsing: "0.2") ?? 0))
    store.receiveCalls(.render, .render)
    store.send(
      { $0.activate(.increment) }, presentation: StepperPresentation(displayText: "0.3")
    ) {
      $0.value = FixedDecimal(parsing: "0.3") ?? 0
    }
    #expect(store.state.displayText == "0.3")
    store.receive(
      .valueChanged(
        old: FixedDecimal(parsing: "0.2") ?? 0, new: FixedDecimal(parsing: "0.3") ?? 0,
        source: .button),
      .interactionEnded(value: FixedDecimal(parsing: "0.3") ?? 0))
    store.receiveCalls(.render, .render)
    store.finish()
  }

  @Test func cartModeHidesMinusAtTheMinimum() throws {
    let (store, _) = try make(
      configuration: try StepperConfiguration(
        minimum: 0, maximum: 5, hidesDecrementAtMinimum: true))
    store.send(
      { $0.activate(.decrement) },
      presentation: StepperPresentation(
        displayText: "0", isDecrementEnabled: false, isDecrementHidden: true)
    ) {
      $0.value = 0
      $0.requestedValue = nil
    }
    store.receive(.valueChanged(old: 1, new: 0, source: .button), .interactionEnded(value: 0))
    store.receiveCalls(.render, .render)
    store.send(
      { $0.activate(.increment) }, presentation: StepperPresentation(displayText: "1")
    ) {
      $0.value = 1
    }
    store.receive(.valueChanged(old: 0, new: 1, source: .button), .interactionEnded(value: 1))
    store.receiveCalls(.render, .render)
    store.finish()
  }

  @Test func aPushAtTheLimitReportsItAndPlaysFeedback() throws {
    let (store, interacting) = try make(value: 10)
    var played: [RangeLimit] = []
    store.driver.onLimitFeedback = { _, limit in played.append(limit) }
    let feedback = store.state.configuration.limitFeedback
    store.send({ $0.keyPressed(.up) }) {
      $0.shakeStartedAt = ms(0)
    }
    #expect(played == [.upper])
    store.receive(
      .limitReached(.upper, feedback: feedback), .announce(.limitReached(.upper)),
      .interactionEnded(value: 10))
    store.receiveCalls(
      .frameTicks(true), .limitFeedback(.upper, feedback), .announce("Maximum reached"), .render)
    #expect(interacting.reports == [true, false])
    // The shake runs 420 ms on frames: 25 frames move it, the 26th (433.342 ms) is at rest.
    store.advance(
      by: .milliseconds(500),
      presentation: StepperPresentation(
        displayText: "10", isIncrementEnabled: false, shakeOffset: 0)
    ) {
      $0.shakeStartedAt = nil
    }
    store.receiveCalls(VirtualHostCall.renders(25) + [.frameTicks(false), .render])
    store.finish()
  }

  /// Reduce Motion is the core's input for the stepper as for the HUD and the arc (issue 44): a
  /// push at the limit gives its bell or haptic and its announcement, without the shake (no
  /// frames), and turning it on mid-shake stops the shake at once.
  @Test func underReduceMotionALimitGivesItsFeedbackWithoutTheShake() throws {
    let (store, _) = try make(value: 10)
    let feedback = store.state.configuration.limitFeedback
    store.send({ $0.reducesMotion = true }) {
      $0.reducesMotion = true
    }
    store.receiveCalls(.render)
    store.send({ $0.keyPressed(.up) })
    store.receive(
      .limitReached(.upper, feedback: feedback), .announce(.limitReached(.upper)),
      .interactionEnded(value: 10))
    store.receiveCalls(.limitFeedback(.upper, feedback), .announce("Maximum reached"), .render)
    #expect(store.driver.presentation.shakeOffset == 0)
    // Motion back on: the next push shakes; turning it off again mid-shake stops it.
    store.send({ $0.reducesMotion = false }) {
      $0.reducesMotion = false
    }
    store.receiveCalls(.render)
    store.send({ $0.keyPressed(.up) }) {
      $0.shakeStartedAt = ms(0)
    }
    store.receive(
      .limitReached(.upper, feedback: feedback), .announce(.limitReached(.upper)),
      .interactionEnded(value: 10))
    store.receiveCalls(
      .frameTicks(true), .limitFeedback(.upper, feedback), .announce("Maximum reached"), .render)
    // Two 60 Hz frames move it.
    store.advance(by: .milliseconds(40))
    store.receiveCalls(VirtualHostCall.renders(2))
    #expect(store.driver.presentation.shakeOffset != 0)
    store.send({ $0.reducesMotion = true }) {
      $0.reducesMotion = true
      $0.shakeStartedAt = nil
    }
    store.receiveCalls(.frameTicks(false), .render)
    #expect(store.driver.presentation.shakeOffset == 0)
    store.finish()
  }

  @Test func controlledModeReportsIntentsAndShowsTheOwnersAnswer() throws {
    let (store, _) = try make(value: 3, mode: .controlled)
    let driver = store.driver
    // The owner answers from inside the callback; the driver shows its answer, reporting no
    // change of its own (the owner made it).
    driver.onIncreaseRequested = { steps, _ in driver.setValue(driver.value + FixedDecimal(steps)) }
    store.send({ $0.activate(.increment) }) {
      $0.value = 4
      $0.requestedValue = nil
    }
    store.receive(
      .increaseRequested(steps: 1, source: .button), .valueProposed(4, source: .button),
      .interactionEnded(value: 4))
    store.receiveCalls(.render, .render, .render)
    store.finish()
  }

  @Test func everyInputIsStampedWithTheHostsClock() throws {
    let (store, _) = try make(start: ms(1_000))
    store.send({ $0.press(.increment, pointer: .touch) }) {
      $0.value = 2
      $0.requestedValue = nil
      // Touch: the first repeat 600 ms after the press.
      $0.hold = StepperHold(direction: .increment, pointer: .touch, deadline: ms(1_600))
    }
    store.receive(.valueChanged(old: 1, new: 2, source: .button), .scheduleTimer(at: ms(1_600)))
    store.receiveCalls(.scheduleTimer(at: ms(1_600)), .render)
    store.send({ $0.release() }) {
      $0.hold = nil
    }
    store.receive(.cancelTimer, .interactionEnded(value: 2))
    store.receiveCalls(.cancelTimer, .render)
    store.finish()
  }

  @Test func renderAndInvalidate() throws {
    let (store, _) = try make()
    var renders = 0
    store.driver.onRender = { renders += 1 }
    store.send({ $0.value = 4 }) {
      $0.value = 4
      $0.requestedValue = 4
    }
    #expect(renders == 1)
    store.receive(.valueChanged(old: 1, new: 4, source: .programmatic))
    store.receiveCalls(.render)
    store.send({ $0.press(.increment) }) {
      $0.value = 5
      $0.requestedValue = nil
      $0.hold = StepperHold(direction: .increment, pointer: .touch, deadline: ms(600))
    }
    store.receive(.valueChanged(old: 4, new: 5, source: .button), .scheduleTimer(at: ms(600)))
    store.receiveCalls(.scheduleTimer(at: ms(600)), .render)
    // Invalidated: the timer is cancelled and nothing is reported or drawn any more.
    store.send { $0.invalidate() }
    store.receiveCalls(.cancelTimer)
    store.send({ $0.value = 2 }) {
      $0.value = 2
      $0.requestedValue = 2
    }
    #expect(renders == 2)
    store.finish()
  }

  private func quantity() throws -> StepperConfiguration {
    try StepperConfiguration(minimum: 0, maximum: 10, step: 1)
  }
}
