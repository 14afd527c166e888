#if GTK
import Foundation
import Testing

/// A HUD shown before its window is laid out (a task begun at launch, the most common moment for
/// a loading HUD) places its catcher, Cancel button and the app's widget while GTK lays out, not
/// while it paints (the GTK README's widget notes called it a known problem).
///
/// The testbed's `--hud-early-show-check` shows a `GTKHUD` on `VirtualHost` with a cancellable
/// task and an app widget while the overlay has no size, presents the window, and reads each
/// widget's bounds back (`gtk_widget_compute_bounds`). Before the fix the HUD laid out again in
/// its drawing area's first paint and moved those widgets from inside it: GTK warned "Trying to
/// snapshot GtkBox … without a current allocation" and "… GtkButton …" and left them out of that
/// frame.
@Suite(.serialized, .needsDisplay)
struct HUDEarlyShowXTests {
  @Test func aHUDShownBeforeItsWindowIsLaidOutPlacesItsWidgetsBeforeGTKPaints() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--hud-early-show-check"])
    let status = try await testbed.waitForExit()
    let line = try #require(testbed.output.lines.first { $0.hasPrefix("hud-early-show-check ") })
    let fields = StepperWindowDriver.fields(of: line)
    // Shown while the overlay had no size; then each widget where the layout put it.
    #expect(fields["size-before"] == "0", "\(line)")
    for field in ["drawn", "container", "slot", "catcher", "cancel", "passed"] {
      #expect(fields[field] == "true", "\(field): \(line)")
    }
    // No GTK warning: a widget moved while GTK paints is snapshotted without an allocation.
    let warnings = testbed.errors.lines.filter {
      ($0.contains("-WARNING") || $0.contains("-CRITICAL")) && !$0.contains("session bus")
    }
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(status == 0, "\(line)")
  }
}
#endif
