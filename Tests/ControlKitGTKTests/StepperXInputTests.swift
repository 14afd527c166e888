#if GTK
import ControlKit
import Foundation
import Testing

/// End-to-end tests of `GTKStepper` with real X input (xdotool) on the testbed's `--stepper`
/// window under Xvfb, read back from its state lines and from screenshots.
@Suite(.serialized, .needsDisplay)
struct StepperXInputTests {
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
    // A wheel notch after the clicks, instead of a fixed wait: X delivers it after their
    // releases, so a step GTK made on a release ("clicked") would be counted before it. (No
    // repeat can follow a release: the core tests check that a release cancels the timer.)
    try window.xdotool(["click", "4"])
    let last = try await window.waitForState { $0["ended"] == "4" }
    #expect(last["value"] == "4" && last["text"] == "4" && last["changes"] == "4", "\(last)")
  }

  @Test func aHeldPlusRepeatsByThePolicyAndStopsOnRelease() async throws {
    let window = try await StepperWindowDriver.open()
    try window.move(to: window.plus)
    try window.xdotool(["mousedown", "1"])
    // Held until the core's timer has repeated twice (a condition, not a nominal duration: under
    // load a fixed hold drifted by 2-3 steps). The timing itself is the core's, tested on a
    // virtual clock; here X only proves that a real held button repeats and stops.
    _ = try await window.waitForState { ($0["value"].flatMap { Int($0) } ?? 0) >= 3 }
    try window.xdotool(["mouseup", "1"])
    let ended = try await window.waitForState { $0["ended"] == "1" }
    // A wheel notch after the release: a step on release would come before it, a repeat after
    // the release would make the value jump by more than one.
    try window.xdotool(["click", "4"])
    let last = try await window.waitForState { $0["ended"] == "2" }
    let releasedAt = try #require(ended["value"].flatMap { Int64($0) })
    #expect(last["value"] == "\(releasedAt + 1)", "after release: \(last) vs \(ended)")
    let held = try #require(ended["held"].flatMap { Int($0) })
    let measured = Self.predictedValue(heldMilliseconds: held)
    #expect(
      abs(releasedAt - measured) <= 1, "held \(held) ms: value \(releasedAt), predicted \(measured)"
    )
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
    let minus = window.probePoint(in: window.minus)
    let plus = window.probePoint(in: window.plus)
    let field = window.probePoint(in: window.field)
    // The three parts and the shake's reach (10 px) on either side, on the screen.
    let parts = [window.minus, window.field, window.plus]
    let left = (parts.map(\.x).min() ?? 0) - 12
    let right = (parts.map { $0.x + $0.width }.max() ?? 0) + 12
    let stepper = ConditionWait.Region(
      x: window.origin.x + left, y: window.origin.y + (parts.map(\.y).min() ?? 0),
      width: right - left, height: parts.map(\.height).max() ?? 0)
    // The frame after the change is drawn once − shows usable (it was insensitive at 0) and the
    // stepper stops changing on screen.
    let drawn = try await ConditionWait.settledScreenshot(
      timeout: .seconds(20), region: stepper,
      take: { try window.screenshot("stepper-normal") },
      until: { $0.pixel(x: minus.x, y: minus.y, isNear: Self.usableButton) })
    let normal = try #require(drawn, "− never showed usable after the change")
    try window.click(window.field)
    try window.xdotool(["key", "ctrl+End"])
    _ = try await window.waitForState { $0["value"] == "100" && $0["plus"] == "0" }
    // Past the shake: the stepper stops moving on screen (a shot takes longer than a frame).
    let shaken = try await ConditionWait.settledScreenshot(
      timeout: .seconds(20), region: stepper
    ) { try window.screenshot("stepper-at-limit") }
    let limit = try #require(shaken, "the stepper kept moving after the shake")

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
