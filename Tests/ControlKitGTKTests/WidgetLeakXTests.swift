#if GTK
import Foundation
import Testing

/// Issue 14's leak checks: a `GTKHUD` destroyed while showing and a `GTKArcStepper` destroyed
/// mid-animation leave no Swift object, GLib source, tick callback or widget of ours (as the
/// stepper's check in `StepperXInputTests` does for steppers destroyed mid-hold).
@Suite(.serialized, .needsDisplay)
struct WidgetLeakXTests {
  /// How many widgets each check creates.
  static let count = 200
  /// The kinds `LiveObjects` counts, and the total: all must be back to zero.
  static let liveKinds = [
    "signalHandler", "glibSource", "timer", "widgetWrapper", "gtkWidget", "drawFunction",
    "tickCallback", "total",
  ]

  /// Runs the testbed in `mode`, returns its `prefix` line's fields and its exit status.
  private func check(_ mode: String, prefix: String, options: [String] = []) async throws -> (
    fields: [String: String], line: String, status: Int32
  ) {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(
      session: session, arguments: [mode, "\(Self.count)"] + options)
    let status = try await testbed.waitForExit()
    let line = try #require(testbed.output.lines.first { $0.hasPrefix(prefix + " ") })
    return (StepperWindowDriver.fields(of: line), line, status)
  }

  @Test func destroyingHUDsWhileTheyShowLeavesNothingAlive() async throws {
    let (fields, line, status) = try await check("--hud-leak-check", prefix: "hud-leak-check")
    // At destruction: every HUD on screen, its spinner running and ticking, and its
    // minimum-show timer pending (the task ended during the fade-in).
    let all = "\(Self.count)"
    for key in [
      "mid-show-showing", "mid-show-spinning", "mid-show-ticking", "mid-show-timers",
      "mid-show-sources", "mid-show-tick-callbacks",
    ] {
      #expect(fields[key] == all, "\(key) in \(line)")
    }
    for key in Self.liveKinds + ["surviving-huds"] {
      #expect(fields[key] == "0", "\(key) in \(line)")
    }
    #expect(status == 0)
  }

  @Test func destroyingHUDsWhileTheyShowAppWidgetsLetsTheWidgetsGo() async throws {
    let (fields, line, status) = try await check(
      "--hud-leak-check", prefix: "hud-leak-check", options: ["--app-widgets"])
    // At destruction: every HUD on screen showing its task's running GtkSpinner (issue 27).
    let all = "\(Self.count)"
    #expect(fields["mid-show-showing"] == all, "\(line)")
    #expect(fields["mid-show-app-widgets"] == all, "\(line)")
    // Then no HUD holds its widget: no parent, only the check's own reference.
    for key in Self.liveKinds + ["surviving-huds", "app-widgets-held"] {
      #expect(fields[key] == "0", "\(key) in \(line)")
    }
    #expect(status == 0)
  }

  @Test func destroyingArcSteppersMidAnimationLeavesNothingAlive() async throws {
    let (fields, line, status) = try await check("--arc-leak-check", prefix: "arc-leak-check")
    // At destruction: every arc stepper animating, with its tick callback registered (each has
    // two wrappers: the control and its drawing area); frames ran.
    let all = "\(Self.count)"
    #expect(fields["mid-animation-animating"] == all, "\(line)")
    #expect(fields["mid-animation-tick-callbacks"] == all, "\(line)")
    #expect(fields["mid-animation-wrappers"] == "\(2 * Self.count)", "\(line)")
    #expect(
      fields["mid-animation-frames"].flatMap { Int($0) }.map { $0 >= Self.count } == true,
      "\(line)")
    for key in Self.liveKinds + ["surviving-arcs"] {
      #expect(fields[key] == "0", "\(key) in \(line)")
    }
    #expect(status == 0)
  }
}
#endif
