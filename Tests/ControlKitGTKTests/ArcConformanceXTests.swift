#if GTK
import Foundation
import Testing

/// Issue 44's arc rows on GTK: for 0, 5 and 10 of 10, dragging, focused, disabled and right to
/// left, a mapped `GTKArcStepper` draws the core's `ArcStepperDrawing` list, and its pixels are
/// those commands rendered by Cairo (the testbed's `--arc-conformance`; this suite checks its
/// lines and writes the conformance matrix's rows).
@Suite(.serialized, .needsDisplay)
struct ArcConformanceXTests {
  @Test func theArcDrawsTheCoresDrawingInEveryMatrixRow() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--arc-conformance"])
    let status = try await testbed.waitForExit()
    let rows = testbed.output.lines.filter { $0.hasPrefix("arc-conformance row=") }
    let summary = try #require(
      testbed.output.lines.first { $0.hasPrefix("arc-conformance rows=") })
    for row in rows {
      let fields = StepperWindowDriver.fields(of: row)
      #expect(fields["mismatches"] == "none" && fields["passed"] == "true", "\(row)")
      Self.recordConformance(fields)
    }
    let totals = StepperWindowDriver.fields(of: summary)
    #expect(totals["rows"] == "\(rows.count)" && rows.count >= 7, "\(summary)")
    #expect(status == 0 && totals["failed"] == "0", "\(summary)")
  }

  /// The row's line of the matrix: "same", or its first mismatch as the testbed printed it.
  static func recordConformance(_ fields: [String: String]) {
    guard let name = fields["row"] else { return }
    var differences: [String] = []
    if fields["mapped"] != "true" { differences.append("the window was not mapped in time") }
    if fields["painted"] != "true" { differences.append("the arc was not painted in time") }
    differences += (fields["mismatches"] ?? "").split(separator: ",").map(String.init)
      .filter { $0 != "none" }
    ConformanceRow.record("GTK", "arc \(name)", differences: differences)
  }
}
#endif
