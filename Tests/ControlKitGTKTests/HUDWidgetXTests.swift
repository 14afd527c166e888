#if GTK
import Foundation
import Testing

/// The app's own widget in a `GTKHUD` (issue 27): measured, placed at the core layout's indicator
/// rect with the title under it, one task's widget at a time, following the fade, and let go when
/// its task and the HUD end.
///
/// The testbed's `--hud-widget-check` runs a mapped HUD over a window on `VirtualHost` (the
/// virtual clock decides what shows; GTK only lays out and maps) and reads each widget's
/// allocation with `gtk_widget_compute_bounds`; this suite checks every field of its line. Where
/// the core puts the indicator, and when the HUD shows, is `HUDLayoutTests`'s and
/// `HUDDriverTests`'s.
@Suite(.serialized, .needsDisplay)
struct HUDWidgetXTests {
  @Test func appWidgetsShowAtTheIndicatorRectOneAtATimeAndAreLetGo() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--hud-widget-check"])
    let status = try await testbed.waitForExit()
    let line = try #require(testbed.output.lines.first { $0.hasPrefix("hud-widget-check ") })
    let fields = StepperWindowDriver.fields(of: line)
    // The whole line: a 360 × 300 window, a 64 × 48 widget under a two-line title, a 100 × 40
    // one under a one-line title, a 500 × 400 one shrunk by the core (aspect kept) to fit.
    let expected: [String: String] = [
      "grace-parented": "false",
      "fade-in-opacity": "0.502", "fade-in-follows": "true",
      "a-bounds": "148,104,64,48", "a-indicator": "148,104,64,48",
      "title-below": "true", "title-lines": "2", "a-mapped": "true",
      "b-bounds": "130,116,100,40", "b-indicator": "130,116,100,40",
      "a-hidden-by-b": "true", "b-hidden-by-spinner": "true", "a-back": "true",
      "b-released": "true",
      "fade-out-opacity": "0.498", "fade-out-follows": "true", "hidden": "true",
      "a-released": "true", "grace-released": "true",
      "during-shown": "true", "during-released": "true",
      "reuse-shown": "true", "reuse-released": "true",
      "big-bounds": "53,35,253,203", "big-indicator": "53,35,253,203",
      "destroy-shown": "true", "destroy-released": "true",
      "live-total": "0",
      "live": "signalHandler=0,glibSource=0,timer=0,widgetWrapper=0,gtkWidget=0,drawFunction=0,"
        + "tickCallback=0",
      "passed": "true",
    ]
    #expect(fields == expected, "\(line)")
    #expect(status == 0, "\(line)")
  }

  /// Each widget goes to the token its `begin` returned.
  ///
  /// Found in review: a widget went to the oldest running task whose content equalled its task's,
  /// so a task begun without a widget (or another task's) took it.
  @Test func eachTaskShowsItsOwnWidgetWhenTasksHaveEqualContent() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--hud-widget-token-check"])
    let status = try await testbed.waitForExit()
    let line = try #require(testbed.output.lines.first { $0.hasPrefix("hud-widget-token-check ") })
    let fields = StepperWindowDriver.fields(of: line)
    // Four 40 × 40 widgets, so every task's content is `.custom(size: 40 × 40, "Sync")`.
    let expected: [String: String] = [
      "older": "none", "a": "w1", "b": "w2", "shown": "w2", "shown-after-b": "w1",
      "during": "w3", "older-during": "none", "shown-during": "w3", "queued": "w4",
      "released": "true", "live-total": "0", "passed": "true",
    ]
    #expect(fields == expected, "\(line)")
    #expect(status == 0, "\(line)")
  }
}
#endif
