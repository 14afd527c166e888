import ControlKit
import ControlKitTesting
import PropertyBased
import Testing

/// The stepper's driver under random input sequences, on a virtual clock that runs its hold
/// timers and shake frames.
///
/// Presses, releases, drags off and back, keys, the wheel, VoiceOver's adjustments, typed and
/// pasted text, focus, time, the enabled switch and the app's own value, in any order. The
/// state's rules have property tests of their own (`StepperInteractionPropertyTests`); these
/// check what the driver adds: the interaction it reports begins and ends in turn, a disabled
/// stepper reports no input, and the value it reports is the value it holds.
@MainActor
@Suite("Stepper driver properties")
struct StepperDriverPropertyTests {
  /// One run: the driver, its clock, and what it reported.
  @MainActor
  final class Run {
    let host = VirtualHost()
    let driver: StepperDriver
    /// The `onInteractingChanged` reports, in order.
    var interacting: [Bool] = []
    /// Whether the stepper was disabled when the current input came (turning it off commits
    /// pending text, as losing focus does; that change is the switch's, not the input's).
    var wasDisabled = false
    /// Whether a change or an interaction from input was reported while the stepper was
    /// disabled.
    var inputChangedWhileDisabled = false

    init(cartMode: Bool) throws {
      let configuration = try StepperConfiguration(
        minimum: 0, maximum: 10, step: 1, hidesDecrementAtMinimum: cartMode)
      driver = StepperDriver(value: 3, configuration: configuration, host: host)
      driver.onInteractingChanged = { [unowned self] active in
        interacting.append(active)
        if active, wasDisabled { inputChangedWhileDisabled = true }
      }
      driver.onValueChanged = { [unowned self] value, source in
        #expect(value == driver.value, "reported \(value), holds \(driver.value)")
        if wasDisabled, source != .programmatic { inputChangedWhileDisabled = true }
      }
    }

    /// One input chosen by `code`.
    func perform(_ code: Int) {
      wasDisabled = !driver.isEnabled
      let direction: StepperDirection = (code / 16) % 2 == 0 ? .increment : .decrement
      let texts = ["", "5", "12", "abc", "3.5", "-1", "１０", "7"]
      switch code % 15 {
      case 0, 1:
        driver.press(direction, pointer: [.mouse, .touch, .keyboard][(code / 32) % 3])
      case 2: driver.release(inside: (code / 16) % 4 != 0)
      case 3: driver.pointerMoved(inside: (code / 16) % 2 == 0)
      case 4: driver.cancelPointer()
      case 5: driver.activate(direction)
      case 6:
        let keys: [StepperKey] = [.up, .down, .pageUp, .pageDown, .home, .end]
        _ = driver.keyPressed(keys[(code / 16) % keys.count])
      case 7: _ = driver.scrolled(steps: (code / 16) % 7 - 3)
      case 8: driver.accessibilityAdjust(direction)
      case 9: driver.focusChanged((code / 16) % 2 == 0)
      case 10: _ = driver.proposeText(texts[(code / 16) % texts.count])
      case 11: driver.submit()
      case 12: host.advance(by: .milliseconds((code / 16) % 1_200))
      case 13: driver.isEnabled.toggle()
      default: driver.value = FixedDecimal(Int64((code / 16) % 15 - 2))
      }
    }

    /// What must hold after every input.
    func checkInvariants() {
      let value = driver.value
      #expect(value >= 0 && value <= 10, "value \(value) out of 0…10")
      // Begins and ends in turn, starting with a begin.
      for (index, active) in interacting.enumerated() {
        #expect(active == (index % 2 == 0), "interacting reports \(interacting)")
      }
      #expect(!inputChangedWhileDisabled, "a disabled stepper reported input")
    }
  }

  @Test(arguments: [false, true])
  func invariantsHoldOverRandomInputSequences(cartMode: Bool) async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...999_999).array(of: 0...60)) { codes in
      guard let run = try? Run(cartMode: cartMode) else {
        Issue.record("the configuration is valid")
        return
      }
      for code in codes {
        run.perform(code)
        run.checkInvariants()
      }
      // Every pointer goes up, focus leaves, the stepper is enabled and time passes: it comes
      // to rest, with the interaction ended.
      run.driver.release(inside: false)
      run.driver.cancelPointer()
      run.driver.focusChanged(false)
      run.driver.isEnabled = true
      run.host.advance(by: .seconds(10))
      run.checkInvariants()
      #expect(run.interacting.last != true, "still interacting: \(run.interacting)")
      // Nothing is left: no timer, no frames (the calls are this test's to skip: it checks
      // invariants, not the order of calls).
      _ = run.host.readCalls()
      #expect(run.host.finish().isEmpty, "left over: \(run.host.finish())")
    }
  }
}
