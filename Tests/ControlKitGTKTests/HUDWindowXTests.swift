#if GTK
import Foundation
import Testing

/// A `GTKHUD` over a whole window (issue 27), cancelled by Esc and by its Cancel button.
///
/// The HUD becomes the window's child, and Esc, pressed while an entry of the page under it has the keyboard focus, cancels the task whose
/// Cancel button is shown: the token ends, the `Task` that `during` runs sees
/// `CancellationError`, the HUD leaves. Real X input (xdotool), waiting on the testbed's lines.
///
/// What Cancel does when is the core's (`HUDCancelTests`, `HUDDriverCancelTests`); here only
/// what X proves: the window is covered, the key reaches the HUD past a focused entry.
@Suite(.serialized, .needsDisplay)
struct HUDWindowXTests {
  /// Opens the testbed's `--hud-window` (with `options`) and returns it with its window id and
  /// the shown line.
  private func open(_ options: [String] = []) async throws -> (
    XSession, TestbedProcess, String, [String: String]
  ) {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(
      session: session, arguments: ["--hud-window"] + options,
      environment: ["GSK_RENDERER": "cairo"])
    let shown = try await testbed.waitForLine { $0.hasPrefix("hud-window shown ") }
    let search = try session.run(
      "/usr/bin/xdotool", ["search", "--sync", "--name", "^ControlKit HUD window testbed$"])
    let window = search.output.split(separator: "\n").first.map(String.init) ?? ""
    try #require(search.status == 0 && !window.isEmpty, "xdotool did not find the window")
    return (session, testbed, window, StepperWindowDriver.fields(of: shown))
  }

  /// Presses Esc with the pointer over the entry (outside the box, so the key goes to this
  /// window; no click: the entry already has the focus), then waits for the task to be cancelled,
  /// its work to see `CancellationError`, the HUD to hide and the testbed to exit cleanly.
  private func pressEscapeAndSeeTheTaskCancelled(
    _ session: XSession, _ testbed: TestbedProcess, _ window: String
  ) async throws {
    #expect(
      try session.run("/usr/bin/xdotool", ["mousemove", "--window", window, "20", "10"]).status
        == 0)
    #expect(try session.run("/usr/bin/xdotool", ["key", "Escape"]).status == 0)
    _ = try await testbed.waitForLine { $0 == "hud-window cancel-task token=#1 tokens=0" }
    _ = try await testbed.waitForLine {
      $0 == "hud-window work-cancelled error=CancellationError"
    }
    _ = try await testbed.waitForLine { $0 == "hud-window hidden tokens=0" }
    #expect(try await testbed.waitForExit() == 0)
  }

  @Test func escCancelsTheTaskOfAHUDOverAWholeWindow() async throws {
    let (session, testbed, window, shown) = try await open()
    #expect(shown["covers-window"] == "true", "\(shown)")
    #expect(shown["focused-entry"] == "true", "\(shown)")
    #expect(shown["cancel-button"] != "none", "\(shown)")
    _ = try Screenshot.capture(session, name: "hud-window-cancel-shown")
    try await pressEscapeAndSeeTheTaskCancelled(session, testbed, window)
    #expect(!testbed.output.lines.contains("hud-window work-finished"))
  }

  @Test func escCancelsATaskShowingTheAppsOwnWidget() async throws {
    let (session, testbed, window, shown) = try await open(["--app-widget"])
    // The app's spinner and label at the core's indicator rect, above the title and Cancel
    // (issue 27).
    #expect(shown["app-widget"] != nil && shown["app-widget"] == shown["indicator"], "\(shown)")
    #expect(shown["cancel-button"] != "none", "\(shown)")
    _ = try Screenshot.capture(session, name: "hud-window-app-widget")
    try await pressEscapeAndSeeTheTaskCancelled(session, testbed, window)
  }

  @Test func anImageTaskDrawsThePNGAtTheIndicatorRect() async throws {
    let path = try TestPicture.write(format: "png")
    defer { unlink(path) }
    let (session, testbed, window, shown) = try await open(["--image", path])
    // The 80 × 40 picture fitted into the 37 × 37 indicator size: 37 × 18.5, centred.
    let frame = (shown["indicator"] ?? "").split(separator: ",").compactMap { Int($0) }
    try #require(frame.count == 4 && frame[2] == 37 && frame[3] == 19, "\(shown)")
    let shot = try Screenshot.capture(session, name: "hud-window-image")
    let geometry = try session.run("/usr/bin/xdotool", ["getwindowgeometry", "--shell", window])
    let values = StepperWindowDriver.fields(
      of: geometry.output.split(separator: "\n").joined(separator: " "))
    let origin = (x: Int(values["X"] ?? "") ?? 0, y: Int(values["Y"] ?? "") ?? 0)
    let centre = (x: origin.x + frame[0] + frame[2] / 2, y: origin.y + frame[1] + frame[3] / 2)
    #expect(
      shot.pixel(x: centre.x, y: centre.y, isNear: TestPicture.colour),
      "\(shot.pixel(x: centre.x, y: centre.y)) at \(centre), \(shown)")
    #expect(try session.run("/usr/bin/xdotool", ["key", "--window", window, "Escape"]).status == 0)
    _ = try await testbed.waitForLine { $0 == "hud-window hidden tokens=0" }
    #expect(try await testbed.waitForExit() == 0)
  }

  @Test func aClickOnTheCancelButtonCancelsTheTask() async throws {
    let (session, testbed, window, shown) = try await open()
    let frame = (shown["cancel-button"] ?? "").split(separator: ",").compactMap { Int($0) }
    try #require(frame.count == 4, "\(shown)")
    let centre = (x: frame[0] + frame[2] / 2, y: frame[1] + frame[3] / 2)
    #expect(
      try session.run(
        "/usr/bin/xdotool", ["mousemove", "--window", window, "\(centre.x)", "\(centre.y)"]
      ).status == 0)
    #expect(try session.run("/usr/bin/xdotool", ["click", "1"]).status == 0)
    _ = try await testbed.waitForLine { $0 == "hud-window cancel-task token=#1 tokens=0" }
    _ = try await testbed.waitForLine { $0 == "hud-window hidden tokens=0" }
    #expect(try await testbed.waitForExit() == 0)
  }
}
#endif
