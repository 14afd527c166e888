#if GTK
import Foundation
import Testing

/// Issue 35 on GTK: the widgets draw the core's presentation and layout, in one pass, on their
/// host's clock.
///
/// The testbed builds the mapped widgets (`--arc-virtual-check`, `--hud-layout-fixture`,
/// `--hud-virtual-check`) and prints what GTK shows; this suite checks those lines.
@Suite(.serialized, .needsDisplay)
struct OnePresentationXTests {
  @Test func theArcStepperDrawsItsDriversPresentationOnEveryVirtualFrame() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--arc-virtual-check"])
    let status = try await testbed.waitForExit()
    let line = try #require(testbed.output.lines.first { $0.hasPrefix("arc-virtual-check ") })
    let fields = StepperWindowDriver.fields(of: line)
    // 5 → 10 takes 1 s: exactly 60 virtual frames, one render each plus one for the new value.
    #expect(fields["frames"] == "60" && fields["virtual-frames"] == "60", "\(line)")
    #expect(fields["renders"] == "61", "\(line)")
    // One core layout (with its text measurement) for the new label, none for the 60 paints.
    #expect(fields["layouts"] == "1", "\(line)")
    // What GTK painted is the driver's presentation, mid-way too (not GDK's frame time).
    #expect(fields["mismatched"] == "0" && fields["compared"] != "0", "\(line)")
    #expect(fields["painted-midway"] == "true" && fields["arrived"] == "true", "\(line)")
    #expect(fields["glib-timers"] == "0" && fields["glib-frames"] == "0", "\(line)")
    #expect(status == 0, "\(line)")
  }

  @Test func theHUDLaysOutOncePerReductionInItsRender() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--hud-virtual-check"])
    let status = try await testbed.waitForExit()
    let line = try #require(testbed.output.lines.first { $0.hasPrefix("hud-virtual-check ") })
    let fields = StepperWindowDriver.fields(of: line)
    // Nothing while waiting for the grace period, one at the show, one for a new title (one
    // render), and painting it lays out nothing more.
    #expect(fields["layouts-in-grace"] == "0", "\(line)")
    #expect(fields["layouts-shown"] == "1", "\(line)")
    #expect(fields["renders-for-update"] == "1" && fields["layouts-for-update"] == "1", "\(line)")
    #expect(fields["layouts-after-paint"] == "1", "\(line)")
    #expect(fields["layouts"] == "2", "\(line)")
    #expect(status == 0, "\(line)")
  }

  @Test func theHUDShowsHUDLayoutsFramesForEveryFixtureRow() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--hud-layout-fixture"])
    let status = try await testbed.waitForExit()
    let rows = testbed.output.lines.filter { $0.hasPrefix("hud-layout-fixture row=") }
    let summary = try #require(
      testbed.output.lines.first { $0.hasPrefix("hud-layout-fixture rows=") })
    // The shared table (`HUDLayoutFixture.all`, run by UIKit and SwiftUI too) less its rows
    // with a safe area: short, empty, two-line and non-Latin titles; spinner, ring, bar, pie,
    // statuses, text, toasts, details lines and the app's widget; Cancel on and off; four
    // containers; placements and styles; right to left.
    let totals = StepperWindowDriver.fields(of: summary)
    let shared = try #require(totals["shared-rows"].flatMap { Int($0) })
    let skipped = try #require(totals["skipped-safe-area"].flatMap { Int($0) })
    #expect(totals["rows"] == "\(rows.count)" && rows.count == shared - skipped, "\(summary)")
    #expect(rows.count >= 40 && skipped <= 13, "\(summary)")
    var twoLineRows = 0
    for row in rows {
      let fields = StepperWindowDriver.fields(of: row)
      #expect(fields["mismatches"] == "none" && fields["passed"] == "true", "\(row)")
      Self.recordConformance(fields)
      if fields["two-lines-expected"] == "true" {
        twoLineRows += 1
        #expect(fields["title-lines"] == "2", "\(row)")
      }
    }
    #expect(twoLineRows >= 5, "\(summary)")
    #expect(rows.contains { $0.contains("-rtl ") }, "\(summary)")
    #expect(StepperWindowDriver.fields(of: summary)["failed"] == "0", "\(summary)")
    #expect(status == 0, "\(summary)")
  }

  /// Writes a HUD row's line of the conformance matrix.
  ///
  /// "same", or its first mismatch as the testbed printed it (the drawn frame vs the core's,
  /// where it printed both).
  static func recordConformance(_ fields: [String: String]) {
    guard let name = fields["row"] else { return }
    var differences: [String] = []
    if fields["mapped"] != "true" { differences.append("the window was not mapped in time") }
    if fields["painted"] != "true" { differences.append("the HUD was not painted in time") }
    for part in (fields["mismatches"] ?? "").split(separator: ",").map(String.init)
    where part != "none" {
      let printed = [
        "box": "box", "title": "title", "details": "details", "cancel-widget": "cancel",
      ]
      if let key = printed[part] {
        differences.append(
          "\(part) \(fields[key] ?? "?") vs core \(fields["expected-\(key)"] ?? "?")")
      } else {
        differences.append("\(part) is not the core's")
      }
    }
    ConformanceRow.record("GTK", "hud \(name)", differences: differences)
  }
}
#endif
