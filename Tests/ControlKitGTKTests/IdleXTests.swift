#if GTK
import Foundation
import Testing

/// Idle costs nothing: the testbed's `--idle-check` window (resting steppers and arc steppers,
/// a hidden HUD, all used first and all mapped) runs no host timer and no frame callback in 5 s.
///
/// Counts, not timings: the testbed counts every `GTKControlHost` timer fire and tick callback.
@Suite(.serialized, .needsDisplay)
struct IdleXTests {
  /// The idle interval, in seconds (the 5 s).
  static let seconds = 5

  @Test func restingControlsAndAHiddenHUDRunNoTimerAndNoFrame() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(
      session: session, arguments: ["--idle-check", "\(Self.seconds)"])
    let status = try await testbed.waitForExit()
    let line = try #require(testbed.output.lines.first { $0.hasPrefix("idle-check ") })
    let fields = StepperWindowDriver.fields(of: line)
    // The warm-up really used every control: the hosts ran timers and frames, the HUD showed.
    #expect(fields["warmup-settled"] == "1", "\(line)")
    #expect(fields["warmup-hud-shown"] == "1", "\(line)")
    #expect(fields["warmup-timer-fires"].flatMap { Int($0) }.map { $0 > 0 } == true, "\(line)")
    #expect(fields["warmup-frame-callbacks"].flatMap { Int($0) }.map { $0 > 0 } == true, "\(line)")
    // Each stepper's hold repeated at least once (a step on press, one per repeat).
    let stepperValues = (fields["stepper-values"] ?? "").split(separator: ",").compactMap {
      Int($0)
    }
    #expect(stepperValues.count == 3 && stepperValues.allSatisfy { $0 >= 2 }, "\(line)")
    #expect(fields["arc-values"] == "3,3,3", "\(line)")
    // At rest, mapped and on screen: nothing runs.
    #expect(fields["seconds"] == "\(Self.seconds)")
    #expect(fields["mapped"] == "7", "\(line)")
    #expect(fields["hud"] == "hidden", "\(line)")
    #expect(fields["timer-fires"] == "0", "\(line)")
    #expect(fields["frame-callbacks"] == "0", "\(line)")
    #expect(fields["hud-draws"] == "0", "\(line)")
    // And destroying the window leaves nothing of ours.
    #expect(fields["total"] == "0", "\(line)")
    #expect(status == 0, "\(line)")
  }
}
#endif
