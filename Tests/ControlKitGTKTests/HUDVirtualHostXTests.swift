#if GTK
import Foundation
import Testing

/// A real `GTKHUD` runs on an injected `VirtualHost`: the virtual clock alone decides what GTK
/// shows and paints, and GLib's timer and frame clock are never used (issue 26).
///
/// The testbed's `--hud-virtual-check` builds a mapped HUD on `VirtualHost` and walks its clock;
/// this suite checks the line it prints. What the HUD does when is `HUDDriverTests`'s.
@Suite(.serialized, .needsDisplay)
struct HUDVirtualHostXTests {
  @Test func aHUDOnAVirtualClockShowsPaintsAndHidesWithoutGLibTimers() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--hud-virtual-check"])
    let status = try await testbed.waitForExit()
    let line = try #require(testbed.output.lines.first { $0.hasPrefix("hud-virtual-check ") })
    let fields = StepperWindowDriver.fields(of: line)
    #expect(fields["draws-in-grace"] == "0", "\(line)")
    #expect(fields["painted"] == "true", "\(line)")
    #expect(fields["opacity-shown"] == "1.0", "\(line)")
    #expect(fields["hidden"] == "true", "\(line)")
    // From the show (500 ms) to the end of the fade-out (1200 ms): 41 frames of 16.667 ms; the
    // fade's end is the timer's deadline at 1200 ms, not a 42nd frame at 1200.01 ms.
    #expect(fields["virtual-frames"] == "41", "\(line)")
    #expect(fields["glib-timers"] == "0" && fields["glib-frames"] == "0", "\(line)")
    #expect(status == 0, "\(line)")
  }
}
#endif
