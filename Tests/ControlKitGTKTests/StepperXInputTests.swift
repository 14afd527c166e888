#if GTK
import ControlKit
import Foundation
import Testing

/// End-to-end tests of `GTKStepper` with real X input (xdotool) on the testbed's `--stepper`
/// window under Xvfb, read back from its state lines and from screenshots.
@Suite(.serialized, .needsDisplay)
struct StepperXInputTests {
  /// The nominal hold the issue asks for.
  static let holdMilliseconds = 1200
  /// Time for a late step (a "clicked" on release, a stray repeat) to show up before we check.
  static let settleTime: Duration = .milliseconds(500)
  /// The testbed's flat colours (StepperWindow.css).
  static let usableButton = [0x33, 0x66, 0xCC]
  static let insensitiveButton = [0x80, 0x80, 0x80]
  static let fieldBackground = [0xF0, 0xF0, 0xF0]

  /// The value the core's default repeat policy gives for a mouse press on + held `held` ms from
  /// 0: the core itself is run, with instants, exactly as the widget's timer would drive it.
  static func predictedValue(heldMilliseconds held: Int) -> Int64 {
    var state = StepperState(value: 0)
    var effects: [StepperEffect] = []
    state.reduce(.incrementPressed(pointer: .mouse, at: .milliseconds(0)), into: &effects)
    while let deadline = state.pendingTimerDeadline, deadline <= .milliseconds(Int64(held)) {
      state.reduce(.repeatTimerFired(at: deadline), into: &effects)
    }
    return state.value.units
  }

  @Test func thePredictionFollowsTheRepeatPolicy() {
    // Step on press; repeats at 400, 550, 700... ms (mouse delay 400 ms, interval 150 ms).
    #expect(Self.predictedValue(heldMilliseconds: 399) == 1)
    #expect(Self.predictedValue(heldMilliseconds: 400) == 2)
    #expect(Self.predictedValue(heldMilliseconds: 549) == 2)
    #expect(Self.predictedValue(heldMilliseconds: 550) == 3)
    #expect(Self.predictedValue(heldMilliseconds: 1200) == 7)
  }

  @Test func threeClicksOnPlusGiveThreeSteps() async throws {
    let window = try await StepperWindowDriver.open()
    try window.click(window.plus)
    try window.click(window.plus)
    try window.click(window.plus)
    _ = try await window.waitForState { $0["value"] == "3" && $0["ended"] == "3" }
    try await Task.sleep(for: Self.settleTime)
    let last = window.lastState
    #expect(last["value"] == "3" && last["text"] == "3" && last["changes"] == "3", "\(last)")
  }

  @Test func aHeldPlusRepeatsByThePolicyAndStopsOnRelease() async throws {
    let window = try await StepperWindowDriver.open()
    try window.move(to: window.plus)
    let clock = ContinuousClock()
    let down = clock.now
    try window.xdotool(["mousedown", "1"])
    try await Task.sleep(until: down.advanced(by: .milliseconds(Self.holdMilliseconds)))
    try window.xdotool(["mouseup", "1"])
    let ended = try await window.waitForState { $0["ended"] == "1" }
    try await Task.sleep(for: Self.settleTime)
    let last = window.lastState
    // Nothing after the end of the hold: no step on release, no repeat.
    #expect(last["value"] == ended["value"], "after release: \(last) vs \(ended)")
    let value = try #require(last["value"].flatMap { Int64($0) })
    let held = try #require(last["held"].flatMap { Int($0) })
    let measured = Self.predictedValue(heldMilliseconds: held)
    let nominal = Self.predictedValue(heldMilliseconds: Self.holdMilliseconds)
    #expect(abs(value - measured) <= 1, "held \(held) ms: value \(value), predicted \(measured)")
    #expect(abs(value - nominal) <= 1, "value \(value), nominal prediction \(nominal)")
  }

  @Test func typingFiltersEveryEditThroughTheCore() async throws {
    let window = try await StepperWindowDriver.open()
    try window.click(window.field)
    try window.xdotool(["key", "ctrl+a"])
    try window.xdotool(["type", "--delay", "60", "12a3"])
    _ = try await window.waitForState { $0["text"] == "123" }
    #expect(!window.states.contains { $0["text"]?.contains("a") == true })
    #expect(window.lastState["value"] == "0", "typing alone commits nothing")
  }

  /// Focus leaving the field ends the edit ("notify::has-focus" → `.editingEnded`), which commits
  /// the typed text; focus coming back begins a new edit on the committed value.
  @Test func focusLeavingTheFieldCommitsTheTypedText() async throws {
    let window = try await StepperWindowDriver.open()
    try window.click(window.field)
    try window.xdotool(["key", "ctrl+a"])
    try window.xdotool(["type", "--delay", "60", "42"])
    _ = try await window.waitForState { $0["text"] == "42" }
    #expect(window.lastState["value"] == "0", "typing alone commits nothing")
    try window.xdotool(["key", "Tab"])
    _ = try await window.waitForState { $0["value"] == "42" && $0["text"] == "42" }
    try window.click(window.field)
    try window.xdotool(["key", "ctrl+a"])
    try window.xdotool(["type", "--delay", "60", "7"])
    _ = try await window.waitForState { $0["text"] == "7" }
    #expect(window.lastState["value"] == "42", "typing alone commits nothing")
  }

  @Test func enterPastTheMaximumClampsAndShakes() async throws {
    let window = try await StepperWindowDriver.open()
    try window.click(window.field)
    try window.xdotool(["key", "ctrl+a"])
    try window.xdotool(["type", "--delay", "40", "999"])
    _ = try await window.waitForState { $0["text"] == "999" }
    try window.xdotool(["key", "Return"])
    _ = try await window.waitForState { $0["value"] == "100" && $0["shakes"] == "1" }
    // The shake moved the content: the tick callback applied offsets near the 10 px amplitude.
    let shaken = try await window.waitForState {
      ($0["max-shake"].flatMap { Double($0) } ?? 0) >= 5
    }
    #expect(shaken["text"] == "100" && shaken["plus"] == "0", "\(shaken)")
  }

  @Test func homeEndAndTheWheelStep() async throws {
    let window = try await StepperWindowDriver.open()
    try window.click(window.field)
    // While the field edits, End moves the caret (GtkSpinButton's rule): typed "7" stays 7.
    try window.xdotool(["key", "ctrl+a"])
    try window.xdotool(["type", "7"])
    try window.xdotool(["key", "End"])
    try window.xdotool(["key", "Return"])
    _ = try await window.waitForState { $0["value"] == "7" }
    // Ctrl+End and Ctrl+Home still reach the limits.
    try window.xdotool(["key", "ctrl+End"])
    _ = try await window.waitForState { $0["value"] == "100" && $0["plus"] == "0" }
    try window.xdotool(["key", "ctrl+Home"])
    _ = try await window.waitForState { $0["value"] == "0" && $0["minus"] == "0" }
    try window.xdotool(["click", "--repeat", "2", "--delay", "80", "4"])  // wheel up, 2 notches
    _ = try await window.waitForState { $0["value"] == "2" }
    try window.xdotool(["click", "5"])  // wheel down
    _ = try await window.waitForState { $0["value"] == "1" }
    try window.xdotool(["key", "Up"])
    _ = try await window.waitForState { $0["value"] == "2" }
  }

  @Test func screenshotsShowTheNormalAndTheAtLimitLook() async throws {
    let window = try await StepperWindowDriver.open()
    try window.click(window.plus)
    _ = try await window.waitForState { $0["value"] == "1" && $0["minus"] == "1" }
    try await Task.sleep(for: .milliseconds(200))  // one frame after the change
    let normal = try window.screenshot("stepper-normal")
    try window.click(window.field)
    try window.xdotool(["key", "ctrl+End"])
    _ = try await window.waitForState { $0["value"] == "100" && $0["plus"] == "0" }
    try await Task.sleep(for: .milliseconds(700))  // past the shake and a frame
    let limit = try window.screenshot("stepper-at-limit")

    let minus = window.probePoint(in: window.minus)
    let plus = window.probePoint(in: window.plus)
    let field = window.probePoint(in: window.field)
    #expect(normal.pixel(x: minus.x, y: minus.y, isNear: Self.usableButton))
    #expect(normal.pixel(x: plus.x, y: plus.y, isNear: Self.usableButton))
    #expect(normal.pixel(x: field.x, y: field.y, isNear: Self.fieldBackground))
    #expect(limit.pixel(x: minus.x, y: minus.y, isNear: Self.usableButton))
    #expect(
      limit.pixel(x: plus.x, y: plus.y, isNear: Self.insensitiveButton),
      "+ at the maximum: \(limit.pixel(x: plus.x, y: plus.y))")
  }

  @Test func destroyingAThousandSteppersMidHoldLeavesNothingAlive() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(
      session: session, arguments: ["--stepper-leak-check", "1000"])
    let status = try await testbed.waitForExit()
    let line = try #require(testbed.output.lines.first { $0.hasPrefix("stepper-leak-check ") })
    let fields = StepperWindowDriver.fields(of: line)
    // Mid-hold: every stepper alive, held, repeated once, with its repeat timer pending.
    #expect(fields["mid-hold-holding"] == "1000", "\(line)")
    #expect(fields["mid-hold-repeated"] == "1000", "\(line)")
    #expect(fields["mid-hold-sources"] == "1000", "\(line)")
    #expect(fields["mid-hold-wrappers"] == "3000", "\(line)")
    for key in [
      "signalHandler", "glibSource", "timer", "widgetWrapper", "gtkWidget", "total",
      "surviving-steppers",
    ] {
      #expect(fields[key] == "0", "\(key) in \(line)")
    }
    #expect(status == 0)
  }
}
#endif
