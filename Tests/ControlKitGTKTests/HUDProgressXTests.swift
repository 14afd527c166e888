#if GTK
import Foundation
import Testing

/// `GTKHUD`'s `setTitle`, `follow` and `during(progress:)` on a real, mapped HUD.
///
/// Issue 36, item 8: UIKit's `LoadingHUD` rules on GTK, run on `VirtualHost`. The testbed's
/// `--hud-progress-check` prints what GTK shows; this suite checks the line. The rules
/// themselves are the driver's (`HUDProgressFollowerTests`).
@Suite(.serialized, .needsDisplay)
struct HUDProgressXTests {
  /// Runs the check (with `options`) and returns its result line's fields and exit status.
  private func check(_ options: [String] = []) async throws -> ([String: String], Int32, String) {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(
      session: session, arguments: ["--hud-progress-check"] + options)
    let status = try await testbed.waitForExit()
    let line = try #require(
      testbed.output.lines.first { $0.hasPrefix("hud-progress-check mapped=") })
    return (StepperWindowDriver.fields(of: line), status, line)
  }

  @Test func setTitleChangesTheShownTitleAndWhatIsRead() async throws {
    let (fields, _, line) = try await check()
    // Set in the grace period: the show announces it and the box draws it.
    #expect(fields["announced"] == "Almost-there", "\(line)")
    #expect(fields["title-drawn"] == "true", "\(line)")
    // Set on screen: drawn, the accessible label, and no second announcement (the core's rule).
    #expect(fields["retitled-drawn"] == "true", "\(line)")
    #expect(fields["retitled-label"] == "Nearly-done", "\(line)")
    #expect(fields["announcements-after"] == "1", "\(line)")
  }

  @Test func duringProgressShowsTheFractionAndCancelCancelsBoth() async throws {
    let (fields, status, line) = try await check()
    #expect(fields["bar-style"] == "bar" && fields["bar-fraction"] == "0.3", "\(line)")
    #expect(fields["bar-value"] == "30%", "\(line)")
    #expect(fields["cancel-progress"] == "true", "\(line)")
    #expect(fields["cancel-work"] == "CancellationError", "\(line)")
    #expect(fields["cancel-ended"] == "true", "\(line)")
    #expect(fields["passed"] == "true" && status == 0, "\(line)")
  }

  @Test func aFailingOperationEndsTheTaskAndIsRethrownAndTheTaskEndsWithTheWork() async throws {
    let (fields, _, line) = try await check()
    #expect(fields["failure"] == "UploadFailed" && fields["failure-ended"] == "true", "\(line)")
    #expect(fields["failure-progress"] == "true", "\(line)")
    #expect(fields["ended-with-work"] == "true", "\(line)")
    #expect(fields["finished-first"] == "true" && fields["hidden"] == "true", "\(line)")
  }

  /// The bar on screen, photographed for people to look at (`hud-progress-bar.png`), then
  /// cancelled with the real Esc key: the progress and the `Task` both see it.
  @Test func escOnTheShownBarCancelsTheProgressAndTheTask() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(
      session: session, arguments: ["--hud-progress-check", "--hold"],
      environment: ["GSK_RENDERER": "cairo"])
    let shown = try await testbed.waitForLine { $0.hasPrefix("hud-progress-check bar-shown ") }
    let search = try session.run(
      "/usr/bin/xdotool", ["search", "--sync", "--name", "^ControlKit HUD progress testbed$"])
    let window = search.output.split(separator: "\n").first.map(String.init) ?? ""
    try #require(search.status == 0 && !window.isEmpty, "xdotool did not find the window")
    _ = try Screenshot.capture(session, name: "hud-progress-bar")
    #expect(StepperWindowDriver.fields(of: shown)["box"] != "none", "\(shown)")
    #expect(
      try session.run("/usr/bin/xdotool", ["mousemove", "--window", window, "20", "10"]).status
        == 0)
    #expect(try session.run("/usr/bin/xdotool", ["key", "Escape"]).status == 0)
    let status = try await testbed.waitForExit()
    let line = try #require(
      testbed.output.lines.first { $0.hasPrefix("hud-progress-check mapped=") })
    let fields = StepperWindowDriver.fields(of: line)
    #expect(fields["cancel-progress"] == "true", "\(line)")
    #expect(fields["cancel-work"] == "CancellationError", "\(line)")
    #expect(fields["passed"] == "true" && status == 0, "\(line)")
  }
}
#endif
