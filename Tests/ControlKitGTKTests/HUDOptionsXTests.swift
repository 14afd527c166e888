#if GTK
import Foundation
import Testing

/// Issue 36 on GTK: the HUD's options drawn by a real, mapped `GTKHUD` (the testbed's
/// `--hud-options-check` and `--hud-zoom-check` print what GTK shows; this suite checks the lines).
@Suite(.serialized, .needsDisplay)
struct HUDOptionsXTests {
  @Test func eachOptionPaintsTheCoresLayoutWithTheHUDsStyle() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--hud-options-check"])
    let status = try await testbed.waitForExit()
    let rows = testbed.output.lines.filter { $0.hasPrefix("hud-options row=") }
    let summary = try #require(testbed.output.lines.first { $0.hasPrefix("hud-options rows=") })
    // A bottom toast, a details line, a bar, a pie, a square and a minimum box, custom colours,
    // automatic and material, a top offset, a task's own .blocksAll.
    #expect(rows.count == 11, "\(summary)")
    for row in rows {
      let fields = StepperWindowDriver.fields(of: row)
      #expect(fields["mismatches"] == "none" && fields["passed"] == "true", "\(row)")
    }
    func row(_ name: String) throws -> [String: String] {
      StepperWindowDriver.fields(
        of: try #require(rows.first { $0.contains("row=\(name) ") }, "no row \(name)"))
    }
    // The custom box's pixels are the app's navy (#0A3D62), opaque; every row's box pixels are
    // its box style's colour (checked in the testbed within 3/255): the material box is the
    // core's translucent material palette, not the automatic black.
    #expect(try row("custom")["pixel"] == "10,61,98,255")
    #expect(try row("automatic")["pixel"] != row("material")["pixel"])
    // The toast sits on the bottom margin: 360 - 20 = 340 = its box's bottom.
    let toast = try #require(try row("toast")["box"]?.split(separator: ","))
    let toastY = try #require(Double(toast[1]))
    let toastHeight = try #require(Double(toast[2].split(separator: "x")[1]))
    #expect(toastY + toastHeight == 340)
    // A task's .blocksAll catches the whole page and dims it.
    #expect(try row("task-blocks-all")["catcher"] == "0.0,0.0,480.0x360.0")
    #expect(StepperWindowDriver.fields(of: summary)["failed"] == "0", "\(summary)")
    #expect(status == 0, "\(summary)")
  }

  @Test func aZoomScalesTheBoxAndReduceAnimationMakesItAFade() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--hud-zoom-check"])
    let status = try await testbed.waitForExit()
    let line = try #require(testbed.output.lines.first { $0.hasPrefix("hud-zoom-check ") })
    let fields = StepperWindowDriver.fields(of: line)
    // Half-way through the fade-in (opacity 0.5) a zoom is at 0.75, box and title alike.
    let scale = try #require(fields["zoom-scale"].flatMap(Double.init), "\(line)")
    #expect(abs(scale - 0.75) < 0.001, "\(line)")
    #expect(fields["zoom-box"] == fields["zoom-expected-box"], "\(line)")
    #expect(fields["zoom-box"] != fields["layout-box"], "\(line)")
    #expect(fields["visible-box"] == fields["layout-box"], "\(line)")
    // gtk-enable-animations off reaches driver.reducesMotion: the same moment is a plain fade.
    #expect(fields["reduces-at-start"] == "false" && fields["reduces-when-off"] == "true")
    #expect(fields["reduces-when-on"] == "false", "\(line)")
    #expect(fields["reduced-scale"] == "1.0" && fields["reduced-box"] == fields["layout-box"])
    #expect(fields["reduced-title-size"] == "15.0", "\(line)")
    #expect(fields["passed"] == "true" && status == 0, "\(line)")
  }
}
#endif
