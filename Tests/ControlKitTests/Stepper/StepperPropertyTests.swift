import ControlKitTestSupport
import PropertyBased
import Testing

@testable import ControlKit

/// Random event sequences against the stepper's invariants, with a model front-end that runs the
/// one timer exactly as the effects ask.
@Suite("Stepper properties")
struct StepperPropertyTests {
  static let texts = [
    "", "0", "3", "９", "-2", "2.5", "1.25", "abc", "--5", "1e5", "٣.٥", ".", "-", "999999999",
    "12345678901234567890", "7.", "0.05", "\u{2212}1.5",
  ]

  /// One of four configurations; a mistake in one is a recorded failure, never a silent
  /// fallback to `.default` (which would test 0…100 instead).
  static func configuration(_ index: Int, snaps: Bool) -> StepperConfiguration {
    do {
      switch index {
      case 0:
        return try StepperConfiguration(range: 0...10, snapsTypedValueToStep: snaps)
      case 1:
        return try StepperConfiguration(range: 0.1...9.9, step: 0.1, snapsTypedValueToStep: snaps)
      case 3:
        // The maximum off the grid (0, 3, 6, 9 | 10): issue 25's snapped commits above it.
        return try StepperConfiguration(
          minimum: 0, maximum: 10, step: 3, snapsTypedValueToStep: snaps)
      default:
        return try StepperConfiguration(
          range: -5...5, step: 0.5, wraps: true, snapsTypedValueToStep: snaps, pageMultiplier: 3)
      }
    } catch {
      Issue.record("invalid property-test configuration \(index): \(error)")
      return .default
    }
  }

  /// A model front-end: owns the single timer, the clock, and feeds events.
  struct Harness {
    var state: StepperState
    var timer: ControlInstant?
    var now: Int64 = 0
    var effects: [StepperEffect] = []
    /// The last event sent and the state it found (the interaction properties read them).
    var lastEvent: StepperEvent?
    var previous: StepperState?

    mutating func send(_ event: StepperEvent) {
      lastEvent = event
      previous = state
      effects.removeAll(keepingCapacity: true)
      state.reduce(event, into: &effects)
      for effect in effects {
        switch effect {
        case .scheduleTimer(let deadline): timer = deadline
        case .cancelTimer: timer = nil
        default: break
        }
      }
    }

    /// Decodes one random integer into an event (or a passage of time) and sends it.
    mutating func apply(_ code: Int) {
      let parameter = code / 22
      let at = ms(now)
      switch code % 22 {
      case 0: send(.incrementPressed(pointer: .mouse, at: at))
      case 1: send(.incrementPressed(pointer: .touch, at: at))
      case 2: send(.decrementPressed(pointer: .mouse, at: at))
      case 3: send(.decrementPressed(pointer: .touch, at: at))
      case 4: send(.released(inside: parameter % 2 == 0, at: at))
      case 5: send(.pointerCancelled(at: at))
      case 6, 19:
        if let deadline = timer {
          now = max(now, deadline.milliseconds + Int64(parameter % 3))
          timer = nil
          send(.repeatTimerFired(at: ms(now)))
        }
      case 7: send(.repeatTimerFired(at: at))  // possibly stale
      case 8: now += Int64(parameter)
      case 9: send(.keyPressed(StepperKey.allCases[parameter % 6], at: at))
      case 10: send(.scrolled(steps: parameter % 7 - 3, at: at))
      case 11: send(.editingBegan(at: at))
      case 12:
        send(
          .textChanged(
            StepperPropertyTests.texts[parameter % StepperPropertyTests.texts.count], at: at))
      case 13: send(.textSubmitted(at: at))
      case 14: send(.editingEnded(at: at))
      case 15:
        let configuration = state.configuration
        let grid =
          configuration.minimum
          + configuration.step.multipliedReportingOverflow(
            by: Int64(parameter % 30)
          ).partialValue
        send(.valueSetProgrammatically(grid, at: at))
      case 16: send(.enabledChanged(parameter % 3 != 0, at: at))
      case 17: send(.accessibilityIncremented(at: at))
      case 20: send(.dragExited(at: at))
      case 21: send(.dragEntered(at: at))
      default: send(.accessibilityDecremented(at: at))
      }
    }
  }

  static func check(_ harness: Harness, onGrid: Bool) {
    let state = harness.state
    let configuration = state.configuration
    #expect(state.value >= configuration.minimum && state.value <= configuration.maximum)
    #expect(Int(state.value.scale) == configuration.fractionDigits)
    if onGrid {
      let offset = state.value.units - configuration.minimum.units
      #expect(offset % configuration.step.units == 0, "off grid: \(state.value)")
    }
    if !state.isEditing {
      #expect(
        StepperTextParser.parse(state.displayText, configuration: configuration)
          == .number(state.value))
    }
    // The front-end's timer is exactly the one the state expects, so none can leak.
    #expect(harness.timer == state.pendingTimerDeadline)
    if state.hold == nil || !state.isEnabled { #expect(harness.timer == nil) }
    // A hold whose pointer was dragged off the button repeats nothing.
    if state.hold?.isPointerInside == false { #expect(harness.timer == nil) }
  }

  @Test func randomSequencesKeepTheInvariants() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0...2), Gen.int(in: 0...1999).array(of: 0...80)
    ) { index, codes in
      var harness = Harness(
        state: StepperState(configuration: Self.configuration(index, snaps: true)))
      for code in codes {
        harness.apply(code)
        Self.check(harness, onGrid: true)
      }
      // Ending every interaction leaves no timer.
      harness.send(.released(inside: true, at: ms(harness.now)))
      harness.send(.editingEnded(at: ms(harness.now)))
      #expect(harness.timer == nil && harness.state.pendingTimerDeadline == nil)
    }
  }

  @Test func typedValuesWithoutSnapStayInRange() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0...2), Gen.int(in: 0...1999).array(of: 0...80)
    ) { index, codes in
      var harness = Harness(
        state: StepperState(configuration: Self.configuration(index, snaps: false)))
      for code in codes {
        harness.apply(code)
        Self.check(harness, onGrid: false)
      }
    }
  }

  @Test func filterAndParseNeverTrapOnRandomText() async {
    let configuration = Self.configuration(2, snaps: false)
    await propertyCheck(count: 300, input: Gen.int(in: 0...0x2FFF).array(of: 0...20)) { scalars in
      var text = ""
      for value in scalars {
        if let scalar = Unicode.Scalar(UInt32(value)) { text.unicodeScalars.append(scalar) }
      }
      let filtered = StepperTextParser.filter(text, configuration: configuration)
      let parsed = StepperTextParser.parse(text, configuration: configuration)
      if let filtered {
        #expect(parsed != .invalid)
        #expect(StepperTextParser.parse(filtered, configuration: configuration) == parsed)
      }
    }
  }
}
