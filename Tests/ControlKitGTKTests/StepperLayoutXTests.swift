#if GTK
import Foundation
import Testing

/// Issue 44 on GTK: a mapped `GTKStepper` allocates each part at the core's `StepperLayout`
/// frame, for every row of the stepper layout fixture UIKit and SwiftUI run too (minimum,
/// middle, maximum, cart mode at 0 with the field over the hidden −, right to left, disabled,
/// wider than natural).
///
/// The testbed's `--stepper-layout-fixture` reads every part's bounds back from GTK and compares
/// them with the core's frames for the root's allocated size, and the pixels the root paints (the
/// field's frame, the − and +) with the core's `StepperDrawing` rendered by Cairo; this suite
/// checks its lines.
@Suite(.serialized, .needsDisplay)
struct StepperLayoutXTests {
  @Test func everyPartIsAllocatedAtTheCoresFrameInEveryFixtureRow() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--stepper-layout-fixture"])
    let status = try await testbed.waitForExit()
    let rows = testbed.output.lines.filter { $0.hasPrefix("stepper-layout-fixture row=") }
    let summary = try #require(
      testbed.output.lines.first { $0.hasPrefix("stepper-layout-fixture rows=") })
    for row in rows {
      let fields = StepperWindowDriver.fields(of: row)
      #expect(fields["mismatches"] == "none" && fields["passed"] == "true", "\(row)")
      Self.recordConformance(fields)
    }
    // The cart rows at 0 hide −, and the field spans its place (it starts at the root's edge
    // left to right; right to left it ends at the other edge, which the comparison covers).
    let cart = try #require(rows.first { $0.contains("row=cart-mode-at-0 ") })
    let cartFields = StepperWindowDriver.fields(of: cart)
    #expect(cartFields["decrement-hidden"] == "true", "\(cart)")
    #expect(cartFields["field"]?.hasPrefix("0.0,0.0,") == true, "\(cart)")
    #expect(rows.contains { $0.contains("row=cart-mode-at-0-stepped-up ") }, "\(summary)")
    #expect(rows.contains { $0.contains("row=right-to-left ") }, "\(summary)")
    let totals = StepperWindowDriver.fields(of: summary)
    #expect(totals["rows"] == "\(rows.count)" && rows.count >= 11, "\(summary)")
    #expect(totals["failed"] == "0", "\(summary)")
    #expect(status == 0, "\(summary)")
  }

  /// The pixel comparison can fail: with the + left out of the expected list, every row differs
  /// by the + icon's pixels (and only by pixels: the frames still match).
  @Test func droppingThePlusFromTheExpectedListMakesEveryRowDiffer() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(
      session: session, arguments: ["--stepper-layout-fixture", "--drop-expected-increment"])
    let status = try await testbed.waitForExit()
    let rows = testbed.output.lines.filter { $0.hasPrefix("stepper-layout-fixture row=") }
    #expect(rows.count >= 11, "\(testbed.output.lines)")
    for row in rows {
      let fields = StepperWindowDriver.fields(of: row)
      let over = Int(fields["pixels-over"] ?? "") ?? 0
      #expect(over > 20, "\(row)")
      #expect(fields["mismatches"]?.hasPrefix("drawing:\(over)-differ-at-") == true, "\(row)")
    }
    #expect(status != 0)
  }

  /// The app's own images for − and + (`buttonGlyphs = .images(...)`, two PNG files) are drawn at
  /// the core's icon frames, pixel for pixel as the core's list with the images rendered by
  /// Cairo, and the drawn circles and bars are gone.
  @Test func theAppsImagesAreDrawnAtTheCoresIconFrames() async throws {
    let session = try await XSession.start()
    let testbed = try TestbedProcess(session: session, arguments: ["--stepper-glyphs-check"])
    let status = try await testbed.waitForExit()
    let line = try #require(
      testbed.output.lines.first { $0.hasPrefix("stepper-glyphs-check ") },
      "\(testbed.output.lines)")
    let fields = StepperWindowDriver.fields(of: line)
    #expect(fields["pixels-over"] == "0" && fields["mismatches"] == "none", "\(line)")
    #expect((Int(fields["drawn-pixels-over"] ?? "") ?? 0) > 100, "\(line)")
    #expect(fields["minus-centre"] == "230,25,25", "\(line)")
    #expect(fields["plus-centre"] == "25,179,51", "\(line)")
    #expect(fields["passed"] == "true" && status == 0, "\(line)")
  }

  /// Writes the row's line of the conformance matrix.
  ///
  /// "same", or its first mismatch as the testbed printed it (the part's bounds vs the core's).
  /// The cart row stepped up from 0 is the matrix's cart mode at 1 too.
  static func recordConformance(_ fields: [String: String]) {
    guard var name = fields["row"] else { return }
    if name == "cart-mode-at-0-stepped-up" { name = "cart-mode-at-1" }
    var differences: [String] = []
    if fields["mapped"] != "true" { differences.append("the window was not mapped in time") }
    for part in (fields["mismatches"] ?? "").split(separator: ",").map(String.init)
    where part != "none" {
      switch part {
      case "size": differences.append("root \(fields["root"] ?? "?") vs the core's natural size")
      case "cart-mode":
        differences.append("− hidden is not the core's \(fields["decrement-hidden"] ?? "?")")
      case let drawing where drawing.hasPrefix("drawing:"):
        // "drawing:<count>-differ-at-x-y-gtk-#…-core-#…": the pixels the root paints vs the
        // core's list rendered by Cairo.
        differences.append(
          "pixels: \(drawing.dropFirst("drawing:".count).replacingOccurrences(of: "-", with: " "))")
      default:
        differences.append(
          "\(part) \(fields[part] ?? "?") vs core \(fields["expected-\(part)"] ?? "?")")
      }
    }
    ConformanceRow.record("GTK", "stepper \(name)", differences: differences)
  }
}
#endif
