import ControlKitTestSupport
import PropertyBased
import Testing

@testable import ControlKit

/// Random event sequences against issue 25's rules: one interaction ends once, a move is never
/// also a limit alarm, and a snapped typed commit is always on the grid.
@Suite("Stepper interaction properties")
struct StepperInteractionPropertyTests {
  typealias Harness = StepperPropertyTests.Harness

  /// Whether `event` is a press, key, wheel notch or accessibility action: one discrete push.
  static func isPush(_ event: StepperEvent) -> Bool {
    switch event {
    case .incrementPressed, .decrementPressed, .keyPressed, .scrolled, .accessibilityIncremented,
      .accessibilityDecremented:
      true
    default: false
    }
  }

  /// Checks the last reduction of `harness`.
  static func checkLastReduction(_ harness: Harness) {
    guard let event = harness.lastEvent, let previous = harness.previous else { return }
    let effects = harness.effects
    let ends = effects.filter { if case .interactionEnded = $0 { true } else { false } }
    #expect(ends.count <= 1, "\(event) ended \(ends.count) interactions: \(effects)")
    switch event {
    case .incrementPressed, .decrementPressed:
      // A press begins an interaction; only a hold it replaces (another button) ends here.
      if previous.hold == nil { #expect(ends.isEmpty, "\(event) after \(previous): \(effects)") }
    default: break
    }
    let moved = effects.contains { if case .valueChanged = $0 { true } else { false } }
    let alarmed = effects.contains { if case .limitReached = $0 { true } else { false } }
    if isPush(event), moved { #expect(!alarmed, "\(event) moved and alarmed: \(effects)") }
    let configuration = harness.state.configuration
    if configuration.snapsTypedValueToStep {
      for case .valueChanged(_, let new, .text) in effects {
        let offset = new.units - configuration.minimum.units
        #expect(offset % configuration.step.units == 0, "typed commit off the grid: \(new)")
      }
    }
  }

  @Test(arguments: [true, false])
  func interactionsEndOnceAndMovesAreNeverAlarms(snaps: Bool) async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...3), Gen.int(in: 0...1999).array(of: 0...80)
    ) { index, codes in
      var harness = Harness(
        state: StepperState(configuration: StepperPropertyTests.configuration(index, snaps: snaps)))
      for code in codes {
        harness.apply(code)
        Self.checkLastReduction(harness)
      }
    }
  }

  /// A press, then its release, with text typed or not: exactly one interaction end.
  @Test func aPressAndItsReleaseEndOneInteraction() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...3), Gen.int(in: 0...17), Gen.bool, Gen.bool
    ) { index, textIndex, types, increments in
      var harness = Harness(
        state: StepperState(configuration: StepperPropertyTests.configuration(index, snaps: true)))
      var ends = 0
      func count() {
        ends +=
          harness.effects.filter { if case .interactionEnded = $0 { true } else { false } }
          .count
      }
      if types {
        harness.send(.editingBegan(at: ms(0)))
        harness.send(.textChanged(StepperPropertyTests.texts[textIndex], at: ms(0)))
      }
      harness.send(
        increments
          ? .incrementPressed(pointer: .touch, at: ms(1))
          : .decrementPressed(pointer: .touch, at: ms(1)))
      count()
      harness.send(.released(inside: true, at: ms(2)))
      count()
      #expect(ends == 1)
    }
  }
}
