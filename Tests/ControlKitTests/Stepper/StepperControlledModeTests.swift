import ControlKitTestSupport
import Testing

@testable import ControlKit

/// The article's price owner: keeps the price in tenths and answers intents.
struct PriceOwner {
  var tenths: Int64 = 10

  /// The owner's rule: 0.1 … 9.9 in steps of 0.1, decided by the owner, not the control; it
  /// answers at `instant`, the instant of the event that produced `effect`.
  mutating func handle(_ effect: StepperEffect, at instant: ControlInstant) -> StepperEvent? {
    switch effect {
    case .increaseRequested(let steps, _):
      tenths = min(tenths + steps, 99)
    case .decreaseRequested(let steps, _):
      tenths = max(tenths - steps, 1)
    case .valueRequested(let value, _):
      tenths = value.rounded(toScale: 1).units
    case .commitRequested(_, .number(let value)):
      tenths = min(max(value.rounded(toScale: 1).units, 1), 99)
    case .commitRequested:
      break
    default:
      return nil
    }
    return .ownerProvidedValue(FixedDecimal(units: tenths, scale: 1), at: instant)
  }
}

@Suite("Stepper controlled mode")
struct StepperControlledModeTests {
  /// Feeds `event`, lets the owner answer each intent, and returns every effect.
  static func drive(
    _ event: StepperEvent, _ state: inout StepperState, _ owner: inout PriceOwner
  ) -> [StepperEffect] {
    var all = state.reduce(event)
    var index = 0
    while index < all.count {
      if let answer = owner.handle(all[index], at: event.instant) { all += state.reduce(answer) }
      index += 1
    }
    return all
  }

  @Test func priceBarEndToEnd() throws {
    var state = StepperState(
      value: dec("1.0"), configuration: try priceConfiguration(), mode: .controlled)
    var owner = PriceOwner()
    // A tap emits an intent only; the control shows what the owner returns.
    let tap = state.reduce(.incrementPressed(pointer: .touch, at: ms(0)))
    #expect(
      tap == [
        .increaseRequested(steps: 1, source: .button),
        .valueProposed(dec("1.1"), source: .button), .scheduleTimer(at: ms(600)),
      ])
    #expect(state.value == dec("1.0"))  // unchanged until the owner answers
    let answer = owner.handle(tap[0], at: ms(0))
    #expect(answer == .ownerProvidedValue(dec("1.1"), at: ms(0)))
    if let answer { _ = state.reduce(answer) }
    #expect(state.displayText == "1.1")
    _ = Self.drive(.released(inside: true, at: ms(100)), &state, &owner)
    // Hold "+" from 1.1: the owner drives the value up; repeat stops when the owner reaches 9.9.
    _ = Self.drive(.incrementPressed(pointer: .mouse, at: ms(1000)), &state, &owner)
    var now: Int64 = 1000
    var ticks = 0
    while let deadline = state.pendingTimerDeadline, ticks < 500 {
      now = deadline.milliseconds
      _ = Self.drive(.repeatTimerFired(at: deadline), &state, &owner)
      ticks += 1
    }
    #expect(state.displayText == "9.9" && owner.tenths == 99)
    #expect(ticks > 0 && ticks < 500)
    #expect(!state.isIncrementEnabled && state.isDecrementEnabled)
    let release = Self.drive(.released(inside: true, at: ms(now + 10)), &state, &owner)
    #expect(release == [.interactionEnded(value: dec("9.9"))])
    // At the limit the control does not bother the owner: it reports the limit.
    #expect(
      state.reduce(.keyPressed(.up, at: ms(now + 20)))
        == [
          .limitReached(.upper, feedback: .standard), .announce(.limitReached(.upper)),
          .interactionEnded(value: dec("9.9")),
        ])
    // Typing: the control requests a commit with the parsed text; the owner clamps.
    _ = state.reduce(.textChanged("12", at: ms(now + 22)))
    let commit = Self.drive(.editingEnded(at: ms(now + 24)), &state, &owner)
    #expect(commit.first == .commitRequested(text: "12", parsed: .number(dec("12.0"))))
    #expect(state.displayText == "9.9" && !state.isEditing)
    // Home asks for the minimum.
    _ = Self.drive(.keyPressed(.home, at: ms(now + 30)), &state, &owner)
    #expect(state.displayText == "0.1" && owner.tenths == 1)
    #expect(!state.isDecrementEnabled)
  }

  /// The article's price bar driven through its whole range by holding each button: every tenth
  /// from 0.1 to 9.9 is shown exactly, in order, the control never changes the value itself, the
  /// repeat stops at each end with no timer left, and each hold ends once.
  @Test func priceBarHeldThroughEveryTenthBothWays() throws {
    var state = StepperState(
      value: dec("0.1"), configuration: try priceConfiguration(), mode: .controlled)
    var owner = PriceOwner(tenths: 1)
    var all: [StepperEffect] = []
    var shown: [String] = [state.displayText]
    var now: Int64 = 0

    func hold(_ press: StepperEvent) {
      all += Self.drive(press, &state, &owner)
      shown.append(state.displayText)
      while let deadline = state.pendingTimerDeadline, shown.count < 500 {
        now = deadline.milliseconds
        all += Self.drive(.repeatTimerFired(at: deadline), &state, &owner)
        shown.append(state.displayText)
      }
      now += 10
      all += Self.drive(.released(inside: true, at: ms(now)), &state, &owner)
      #expect(state.pendingTimerDeadline == nil && state.hold == nil)
    }

    hold(.incrementPressed(pointer: .touch, at: ms(now)))
    let upward = (1...99).map { FixedDecimal(units: $0, scale: 1).description }
    #expect(shown == upward)
    #expect(!state.isIncrementEnabled && state.isDecrementEnabled)

    shown = [state.displayText]
    now += 1000
    hold(.decrementPressed(pointer: .mouse, at: ms(now)))
    #expect(shown == Array(upward.reversed()))
    #expect(!state.isDecrementEnabled && state.isIncrementEnabled)

    #expect(changes(all).isEmpty, "controlled: only the owner changes the value")
    let ends = all.filter { if case .interactionEnded = $0 { true } else { false } }
    #expect(ends == [.interactionEnded(value: dec("9.9")), .interactionEnded(value: dec("0.1"))])
  }

  @Test func controlledModeNeverEmitsValueChangedForUserInput() throws {
    var state = StepperState(
      value: dec("5.0"), configuration: try priceConfiguration(), mode: .controlled)
    var effects: [StepperEffect] = []
    for event: StepperEvent in [
      .incrementPressed(pointer: .mouse, at: ms(0)), .repeatTimerFired(at: ms(400)),
      .released(inside: true, at: ms(500)), .keyPressed(.pageDown, at: ms(600)),
      .scrolled(steps: 3, at: ms(700)), .accessibilityIncremented(at: ms(800)),
      .textChanged("4.4", at: ms(900)), .editingEnded(at: ms(1000)),
    ] {
      state.reduce(event, into: &effects)
    }
    #expect(changes(effects).isEmpty)
    #expect(state.value == dec("5.0"))
    #expect(effects.contains(.decreaseRequested(steps: 10, source: .keyboard)))
    #expect(effects.contains(.increaseRequested(steps: 3, source: .wheel)))
    #expect(effects.contains(.increaseRequested(steps: 1, source: .repeat)))
    #expect(effects.contains(.commitRequested(text: "4.4", parsed: .number(dec("4.4")))))
  }

  @Test func ownerValueIsShownAsGivenAndStopsARepeatAtTheLimit() throws {
    var state = StepperState(
      value: dec("9.7"), configuration: try priceConfiguration(), mode: .controlled)
    _ = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))
    #expect(state.pendingTimerDeadline == ms(400))
    #expect(state.reduce(.ownerProvidedValue(dec("9.9"), at: ms(100))) == [.cancelTimer])
    #expect(state.pendingTimerDeadline == nil && state.hold != nil)
    // The owner decides; the value is only rounded.
    _ = state.reduce(.ownerProvidedValue(dec("20.04"), at: ms(200)))
    #expect(state.displayText == "20.0")
  }
}
