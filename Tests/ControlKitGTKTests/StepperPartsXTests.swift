#if GTK
import Foundation
import Testing

/// A new stepper's parts are as `GTKStepper` builds them in one construction each, and its
/// buttons connect the handlers that follow a press only on the first press (issue 8).
///
/// The testbed's `--stepper-parts` reads the parts back from GTK and drives the + button's
/// gesture by its signals; this suite checks the line it prints.
@Suite(.serialized, .needsDisplay)
struct StepperPartsXTests {
  @Test func theFieldAndRootAreConfiguredAndPressHandlersComeWithTheFirstPress() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--stepper-parts"])
    let status = try await testbed.waitForExit()
    let line = try #require(testbed.output.lines.first { $0.hasPrefix("stepper-parts ") })
    let fields = StepperWindowDriver.fields(of: line)
    #expect(fields["role"] == "spin-button", "\(line)")
    #expect(fields["root-class"] == "1", "\(line)")
    #expect(fields["xalign"] == "0.5", "\(line)")
    #expect(fields["width-chars"] == "1", "\(line)")
    #expect(fields["max-width-chars"] == "1", "\(line)")
    #expect(fields["undo"] == "0", "\(line)")
    // The core's keypad as GTK's input purpose: digits for a whole range from zero, number
    // (".", "," and "-" allowed) once it reaches below zero or steps by a fraction.
    #expect(fields["purpose"] == "digits", "\(line)")
    #expect(fields["signed-purpose"] == "number", "\(line)")
    #expect(fields["decimal-purpose"] == "number", "\(line)")
    // At rest no "released" handler; the first press connects it, and the release reaches it.
    #expect(fields["released-before"] == "0", "\(line)")
    #expect(fields["released-after"] == "1", "\(line)")
    #expect(fields["value"] == "1", "\(line)")
    #expect(fields["ended"] == "1", "\(line)")
    #expect(status == 0, "\(line)")
  }
}
#endif
