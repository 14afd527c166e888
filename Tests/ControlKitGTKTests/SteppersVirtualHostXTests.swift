#if GTK
import Foundation
import Testing

/// A real `GTKStepper` and `GTKArcStepper` run on an injected `VirtualHost`: the virtual clock
/// alone drives the hold, its repeats, the limit shake and the arc's animation, and GLib's timer
/// and frame clock are never used (issue 26).
///
/// The testbed's `--steppers-virtual-check` builds the mapped widgets and walks the clock; this
/// suite checks the line it prints. What the controls do when is `StepperDriverTests`' and
/// `ArcStepperDriverTests`'.
@Suite(.serialized, .needsDisplay)
struct SteppersVirtualHostXTests {
  @Test func theSteppersRunOnAVirtualClockWithoutGLibTimers() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--steppers-virtual-check"])
    let status = try await testbed.waitForExit()
    let line = try #require(
      testbed.output.lines.first { $0.hasPrefix("steppers-virtual-check ") })
    let fields = StepperWindowDriver.fields(of: line)
    // A mouse press steps at once; the repeats come at 400 ms and 150 ms later, on the virtual
    // clock, and nothing after the release.
    #expect(fields["before-repeat"] == "1", "\(line)")
    #expect(fields["first-repeat"] == "2", "\(line)")
    #expect(fields["second-repeat"] == "3", "\(line)")
    #expect(fields["held"] == "true", "\(line)")
    #expect(fields["shook"] == "true", "\(line)")
    // gtk-enable-animations off (the desktop's Reduce Motion): the next push does not shake.
    #expect(fields["calm"] == "true", "\(line)")
    // Exact counts on the virtual clock: the shake's 26 frames, the arc's 1 s animation in 60.
    #expect(fields["stepper-frames"] == "26", "\(line)")
    #expect(fields["arc-frames"] == "60", "\(line)")
    #expect(fields["painted"] == "true" && fields["arrived"] == "true", "\(line)")
    #expect(fields["glib-timers"] == "0" && fields["glib-frames"] == "0", "\(line)")
    #expect(status == 0, "\(line)")
  }
}
#endif
