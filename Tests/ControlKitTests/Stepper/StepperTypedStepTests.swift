import ControlKitTestSupport
import Testing

@testable import ControlKit

/// Typed text, presses and keys agree (issue 25): the three defects a peer's number-field cases
/// found, each asserted on the whole state and the exact effects.
@Suite("Stepper: typed text, presses and keys")
struct StepperTypedStepTests {
  /// 0 … 10 by 3, typed values snapping: the grid is 0, 3, 6, 9 and the maximum 10 is off it.
  static func snappingByThrees() throws -> StepperConfiguration {
    try StepperConfiguration(minimum: 0, maximum: 10, step: 3, snapsTypedValueToStep: true)
  }

  /// Types `text` into a stepper that is not editing yet.
  static func type(_ text: String, into state: inout StepperState) {
    _ = state.reduce(.editingBegan(at: ms(0)))
    _ = state.reduce(.textChanged(text, at: ms(0)))
  }

  // MARK: 1. Snapping and clamping commute

  @Test(arguments: ["10", "11", "99", "123456789"])
  func aSnappedCommitAboveTheMaximumLandsOnTheGrid(typed: String) throws {
    var state = StepperState(value: 0, configuration: try Self.snappingByThrees())
    Self.type(typed, into: &state)
    let isAbove = typed != "10"
    expectTransition(
      &state, .editingEnded(at: ms(0)),
      effects: [.valueChanged(old: 0, new: 9, source: .text)]
        + (isAbove
          ? [.limitReached(.upper, feedback: .standard), .announce(.limitReached(.upper))]
          : [.announce(.valueAdjusted(9))])
        + [.editingEnded, .interactionEnded(value: 9)]
    ) {
      $0.value = 9
      $0.requestedValue = nil
      $0.editingText = nil
      $0.hasUncommittedText = false
      if isAbove { $0.shakeStartedAt = ms(0) }
    }
  }

  @Test func anOverflowingTypedNumberCommitsTheLastGridValueToo() throws {
    let configuration = try StepperConfiguration(
      minimum: 0, maximum: 10, step: 3, maximumInputLength: 40, snapsTypedValueToStep: true)
    var state = StepperState(value: 3, configuration: configuration)
    Self.type("12345678901234567890", into: &state)
    let effects = state.reduce(.editingEnded(at: ms(0)))
    #expect(state.value == 9)
    #expect(effects.contains(.limitReached(.upper, feedback: .standard)))
  }

  @Test func withoutSnappingATypedNumberAboveTheMaximumStillCommitsTheMaximum() throws {
    var state = StepperState(
      value: 0, configuration: try StepperConfiguration(minimum: 0, maximum: 10, step: 3))
    Self.type("11", into: &state)
    let effects = state.reduce(.editingEnded(at: ms(0)))
    #expect(state.value == 10)
    #expect(effects.filter { if case .limitReached = $0 { true } else { false } }.count == 1)
  }

  @Test func theMaximumStaysReachableByPlusEndAndTheWheel() throws {
    for event in [
      StepperEvent.incrementPressed(pointer: .mouse, at: ms(0)), .keyPressed(.end, at: ms(0)),
      .scrolled(steps: 1, at: ms(0)),
    ] {
      var state = StepperState(value: 9, configuration: try Self.snappingByThrees())
      _ = state.reduce(event)
      #expect(state.value == 10, "\(event)")
    }
  }

  // MARK: 2. One press after typing is one interaction

  /// value 20, −100 … 100 by 5, snapping; the user types "2" and taps +.
  @Test func typingThenTappingPlusIsOneInteractionWithOneChange() throws {
    var state = StepperState(
      value: 20,
      configuration: try StepperConfiguration(
        minimum: -100, maximum: 100, step: 5, snapsTypedValueToStep: true))
    Self.type("2", into: &state)
    expectTransition(
      &state, .incrementPressed(pointer: .touch, at: ms(0)),
      effects: [
        .editingEnded, .valueChanged(old: 20, new: 5, source: .button),
        .scheduleTimer(at: ms(600)),
      ]
    ) {
      $0.value = 5
      $0.requestedValue = nil
      $0.editingText = nil
      $0.hasUncommittedText = false
      $0.hold = StepperHold(direction: .increment, pointer: .touch, deadline: ms(600))
    }
    expectTransition(
      &state, .released(inside: true, at: ms(100)),
      effects: [.cancelTimer, .interactionEnded(value: 5)]
    ) {
      $0.hold = nil
    }
  }

  @Test func aKeyAfterTypingStepsFromTheTypedNumberAndKeepsEditing() throws {
    var state = StepperState(
      value: 20,
      configuration: try StepperConfiguration(minimum: -100, maximum: 100, step: 5))
    Self.type("2", into: &state)
    expectTransition(
      &state, .keyPressed(.up, at: ms(0)),
      effects: [.valueChanged(old: 20, new: 5, source: .keyboard), .interactionEnded(value: 5)]
    ) {
      $0.value = 5
      $0.requestedValue = nil
      $0.editingText = "5"
      $0.hasUncommittedText = false
    }
  }

  @Test func controlledModeRequestsTheCommitThenTheStepFromTheTypedNumber() throws {
    var state = StepperState(
      value: 20,
      configuration: try StepperConfiguration(
        minimum: -100, maximum: 100, step: 5, snapsTypedValueToStep: true),
      mode: .controlled)
    Self.type("2", into: &state)
    let effects = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))
    #expect(
      effects == [
        .editingEnded, .commitRequested(text: "2", parsed: .number(2)),
        .valueProposed(0, source: .text), .increaseRequested(steps: 1, source: .button),
        .valueProposed(5, source: .button), .scheduleTimer(at: ms(400)),
      ])
    #expect(state.value == 20)  // the owner decides
  }

  // MARK: 3. The buttons follow the typed number; a move is never an alarm

  /// value 11, 2 … 21 by 3, snapping; the user types "3".
  @Test func minusStaysEnabledAboveTheMinimumAndDownStepsWithoutAnAlarm() throws {
    var state = StepperState(
      value: 11,
      configuration: try StepperConfiguration(
        minimum: 2, maximum: 21, step: 3, snapsTypedValueToStep: true))
    Self.type("3", into: &state)
    #expect(state.isDecrementEnabled)
    #expect(state.isIncrementEnabled)
    #expect(state.steppingValue == 3)
    expectTransition(
      &state, .keyPressed(.down, at: ms(0)),
      effects: [.valueChanged(old: 11, new: 2, source: .keyboard), .interactionEnded(value: 2)]
    ) {
      $0.value = 2
      $0.requestedValue = nil
      $0.editingText = "2"
      $0.hasUncommittedText = false
    }
  }

  @Test func typingTheMinimumDisablesMinusAndAPushThereIsAnAlarmOnlyWhenNothingMoves() throws {
    let configuration = try StepperConfiguration(minimum: 2, maximum: 21, step: 3)
    // Typed the value it already has: − cannot move, so it is the limit alarm.
    var atLimit = StepperState(value: 2, configuration: configuration)
    Self.type("2", into: &atLimit)
    #expect(!atLimit.isDecrementEnabled)
    let pushed = atLimit.reduce(.decrementPressed(pointer: .mouse, at: ms(0)))
    #expect(pushed.contains(.limitReached(.lower, feedback: .standard)))
    // Typed below the minimum from 11: the text's commit moves the value to 2, no alarm.
    var below = StepperState(value: 11, configuration: configuration)
    Self.type("1", into: &below)
    #expect(!below.isDecrementEnabled)
    let moved = below.reduce(.decrementPressed(pointer: .mouse, at: ms(0)))
    #expect(below.value == 2)
    #expect(moved.contains(.valueChanged(old: 11, new: 2, source: .text)))
    #expect(!moved.contains { if case .limitReached = $0 { true } else { false } })
  }

  @Test func typingAboveTheMaximumDisablesPlusAndMinusStepsDownToTheMaximum() throws {
    var state = StepperState(
      value: 5, configuration: try StepperConfiguration(minimum: 0, maximum: 10))
    Self.type("50", into: &state)
    #expect(!state.isIncrementEnabled)
    #expect(state.isDecrementEnabled)
    _ = state.reduce(.decrementPressed(pointer: .mouse, at: ms(0)))
    #expect(state.value == 10)
  }

  /// At the off-grid maximum 10 (0 … 10 by 3, snapping), typing 11 and pressing + must not
  /// lower the value to the grid's 9: + is blocked, the value stays, the push is the alarm.
  @Test func plusAfterTypingAboveTheMaximumNeverLowersTheValue() throws {
    var state = StepperState(value: 10, configuration: try Self.snappingByThrees())
    Self.type("11", into: &state)
    let effects = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))
    #expect(state.value == 10)
    #expect(changes(effects).isEmpty)
    #expect(effects.contains(.limitReached(.upper, feedback: .standard)))
    // Ending the edit instead commits the typed text by the typing rule: 9, on the grid.
    var typed = StepperState(value: 10, configuration: try Self.snappingByThrees())
    Self.type("11", into: &typed)
    _ = typed.reduce(.editingEnded(at: ms(0)))
    #expect(typed.value == 9)
  }

  @Test func refusedTextRevertsAndThePressStepsFromTheValue() throws {
    var state = StepperState(value: 4, configuration: try quantityConfiguration())
    _ = state.reduce(.editingBegan(at: ms(0)))
    _ = state.reduce(.textChanged("", at: ms(0)))
    // Empty text counts as what it commits to (the minimum, 0): + gives 1.
    _ = state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)))
    #expect(state.value == 1)
  }
}
