import ControlKitTestSupport
import Testing

@testable import ControlKit

/// One test per complaint collected in ANCHORS.md (Steppers).
@Suite("Stepper anchor complaints")
struct StepperAnchorTests {
  /// PPNumberButton fires its timer at touch-down, so a tap held over 0.1 s steps twice; GtkButton
  /// also "clicks" on release after a hold.
  @Test func tapHeldUnderTheDelayStepsOnce() throws {
    var state = StepperState(value: 1, configuration: try quantityConfiguration())
    var effects: [StepperEffect] = []
    state.reduce(.incrementPressed(pointer: .touch, at: ms(0)), into: &effects)
    state.reduce(.repeatTimerFired(at: ms(150)), into: &effects)  // early fire: stale
    state.reduce(.repeatTimerFired(at: ms(599)), into: &effects)
    state.reduce(.released(inside: true, at: ms(599)), into: &effects)
    state.reduce(.repeatTimerFired(at: ms(600)), into: &effects)
    #expect(changes(effects) == [2])
    #expect(state.pendingTimerDeadline == nil)
  }

  /// Scrolling a table cell cancels the touch; repeats must not run forever.
  @Test func cancelledTouchStopsRepeatingForever() throws {
    var state = StepperState(value: 0, configuration: StepperConfiguration.default)
    _ = state.reduce(.incrementPressed(pointer: .touch, at: ms(0)))
    _ = state.reduce(.repeatTimerFired(at: ms(600)))
    let effects = state.reduce(.pointerCancelled(at: ms(700)))
    #expect(effects.contains(.cancelTimer))
    for t in stride(from: Int64(750), through: 10_000, by: 50) {
      #expect(state.reduce(.repeatTimerFired(at: ms(t))).isEmpty)
    }
    #expect(state.value == 2 && state.hold == nil)
  }

  /// Double-based steppers drift: 0.1 + 0.1 + 0.1 != 0.3.
  @Test func noDriftAcrossAFullRangeOfTenths() throws {
    var state = StepperState(value: dec("0.1"), configuration: try priceConfiguration())
    for _ in 0..<98 { _ = state.reduce(.keyPressed(.up, at: ms(0))) }
    #expect(state.value == dec("9.9") && state.displayText == "9.9")
    for _ in 0..<98 { _ = state.reduce(.keyPressed(.down, at: ms(0))) }
    #expect(state.value == dec("0.1") && state.displayText == "0.1")
  }

  /// PPNumberButton force-unwraps `Int(text)!` and crashes on pasted junk.
  @Test func pastedJunkIsRejectedWithoutCrashing() throws {
    var state = StepperState(value: 4, configuration: try quantityConfiguration())
    _ = state.reduce(.editingBegan(at: ms(0)))
    for paste in [
      "12abc", "--5", "1e5", "0x10", "👍", "\u{0}", "\u{202E}12", "9999999999999999999999",
    ] {
      #expect(state.reduce(.textChanged(paste, at: ms(0))) == [.textRejected])
      #expect(state.editingText == "4")
    }
    _ = state.reduce(.editingEnded(at: ms(0)))
    #expect(state.value == 4)
  }

  /// PPNumberButton's `minValue` setter overwrites the value: setup order changes the outcome.
  @Test func setupOrderDoesNotMatter() throws {
    let configuration = try StepperConfiguration(
      minimum: 1, maximum: 999, hidesDecrementAtMinimum: true)
    var a = StepperState()
    _ = a.reduce(.valueSetProgrammatically(500, at: ms(0)))
    _ = a.reduce(.configurationChanged(configuration, at: ms(0)))
    var b = StepperState()
    _ = b.reduce(.configurationChanged(configuration, at: ms(0)))
    _ = b.reduce(.valueSetProgrammatically(500, at: ms(0)))
    #expect(a == b && a.value == 500)
  }

  /// Apps want one committed value per hold, not one callback per repeat.
  @Test func oneInteractionEndedPerHold() throws {
    var state = StepperState(value: 0, configuration: StepperConfiguration.default)
    var effects: [StepperEffect] = []
    state.reduce(.incrementPressed(pointer: .mouse, at: ms(0)), into: &effects)
    var now: Int64 = 400
    for _ in 0..<20 {
      state.reduce(.repeatTimerFired(at: ms(now)), into: &effects)
      now = try #require(state.pendingTimerDeadline).milliseconds
    }
    state.reduce(.released(inside: false, at: ms(now)), into: &effects)
    let ends = effects.filter {
      if case .interactionEnded = $0 { return true } else { return false }
    }
    #expect(ends == [.interactionEnded(value: 21)])
    #expect(changes(effects).count == 21)
  }
}
