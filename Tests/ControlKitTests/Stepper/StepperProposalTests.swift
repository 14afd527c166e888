import ControlKit
import ControlKitTestSupport
import ControlKitTesting
import PropertyBased
import Testing

/// Controlled mode proposes the value the self-managed rules would give, so an owner that
/// agrees only has to set it.
@MainActor
@Suite("Stepper value proposals")
struct StepperProposalTests {
  static func proposals(_ effects: [StepperEffect]) -> [FixedDecimal] {
    effects.compactMap {
      if case .valueProposed(let value, _) = $0 { return value }
      return nil
    }
  }

  @Test func stepsAreSteppedClampedAndSnappedToTheGrid() throws {
    var state = StepperState(
      value: dec("9.8"), configuration: try priceConfiguration(), mode: .controlled)
    #expect(Self.proposals(state.reduce(.keyPressed(.pageUp, at: ms(0)))) == [dec("9.9")])
    #expect(Self.proposals(state.reduce(.keyPressed(.home, at: ms(1)))) == [dec("0.1")])
    #expect(
      state.reduce(.keyPressed(.down, at: ms(2))).contains(
        .valueProposed(dec("9.7"), source: .keyboard)))
  }

  @Test(arguments: [
    ("", "0.1"), ("12", "9.9"), ("0.0", "0.1"), ("3.3", "3.3"), (".", "0.1"),
  ])
  func commitsProposeWhatSelfManagedWouldCommit(_ typed: String, _ expected: String) throws {
    var state = StepperState(
      value: dec("5.0"), configuration: try priceConfiguration(), mode: .controlled)
    _ = state.reduce(.editingBegan(at: ms(0)))
    _ = state.reduce(.textChanged(typed, at: ms(1)))
    let effects = state.reduce(.textSubmitted(at: ms(2)))
    #expect(Self.proposals(effects) == [dec(expected)])
    #expect(state.value == dec("5.0"))  // the owner has not answered
  }

  @Test func anInvalidCommitProposesNothing() throws {
    var state = StepperState(
      value: dec("5.0"), configuration: try priceConfiguration(), mode: .controlled)
    _ = state.reduce(.textChanged("1.5", at: ms(0)))
    // The app switches to whole numbers mid-edit: "1.5" no longer reads as a number.
    _ = state.reduce(.configurationChanged(try quantityConfiguration(), at: ms(1)))
    let effects = state.reduce(.editingEnded(at: ms(2)))
    #expect(effects.contains(.commitRequested(text: "1.5", parsed: .invalid)))
    #expect(Self.proposals(effects).isEmpty)
  }

  /// Random user input: a controlled stepper whose owner takes every proposal (through the
  /// session's queue) shows the same value as a self-managed one after every event.
  @Test func anAgreeingOwnerMatchesTheSelfManagedStepper() async throws {
    let configuration = try StepperConfiguration(
      minimum: dec("0.1"), maximum: dec("9.9"), step: dec("0.1"), snapsTypedValueToStep: true)
    let texts = ["", "1", "９", "a", ".", "5.55", "12", "0.0"]
    await propertyCheck(count: 150, input: Gen.int(in: 0...999).array(of: 1...60)) { codes in
      let host = VirtualHost()
      let own = ControlSession(StepperState(value: 1, configuration: configuration))
      let owned = ControlSession(
        StepperState(value: 1, configuration: configuration, mode: .controlled))
      own.host = host
      owned.host = host
      owned.onEffect = { effect in
        if case .valueProposed(let value, _) = effect {
          owned.send(.ownerProvidedValue(value, at: host.now))
        }
      }
      var now: Int64 = 0
      for code in codes {
        let at = ms(now)
        let event: StepperEvent
        switch code % 10 {
        case 0: event = .incrementPressed(pointer: .mouse, at: at)
        case 1: event = .decrementPressed(pointer: .touch, at: at)
        case 2: event = .released(inside: true, at: at)
        case 3: event = .keyPressed(StepperKey.allCases[code / 10 % 6], at: at)
        case 4: event = .scrolled(steps: code / 10 % 5 - 2, at: at)
        case 5:
          let text = own.state.editingText ?? own.state.displayText
          let end = text.unicodeScalars.count
          event = .textReplaced(
            TextReplacement(
              range: (code / 10 % 2 == 0 ? 0 : end)..<end, with: texts[code / 20 % 8]),
            at: at)
        case 6: event = .textSubmitted(at: at)
        case 7: event = .editingEnded(at: at)
        case 8: event = .accessibilityIncremented(at: at)
        default:
          now += Int64(code)
          event = .repeatTimerFired(at: ms(now))
        }
        own.send(event)
        owned.send(event)

        #expect(owned.state.value == own.state.value, "after \(event)")
        #expect(owned.state.displayText == own.state.displayText, "after \(event)")
      }
    }
  }
}
