#if GTK
import Foundation
import Testing

/// End-to-end tests of `controlkit demo --trace` with real X input.
///
/// The arc stepper, the HUD and the circle image each have a nested suite (see `ArcStepperXTests`, `HUDXTests`,
/// `CircleImageXTests`). Serialized as a whole: the HUD's timing tests measure wall time, so they
/// do not share the CPU with another demo window of this suite.
@Suite(.serialized, .needsDisplay)
struct DemoXTests {
  /// The built `controlkit` executable, next to the test bundle.
  static let executable = XSession.binDirectory.appendingPathComponent("controlkit")

  @Test func theDemoPrintsTheFrameOfEveryControlAndIsReady() async throws {
    let demo = try await DemoWindow.open()
    for name in ["arc", "circle", "hud", "fast", "slow", "overlap", "upload", "success", "policy"] {
      let frame = try #require(demo.frames[name], "no layout line for \(name)")
      #expect(frame.width > 0 && frame.height > 0, "\(name): \(frame)")
    }
    #expect(demo.process.output.lines.contains("arc-config steps=10 value=5"))
  }
}
#endif
