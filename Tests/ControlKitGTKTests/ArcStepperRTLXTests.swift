#if GTK
import ControlKit
import Foundation
import Testing

extension DemoXTests {
  /// Issue 37, item 3: under an Arabic locale GTK lays every widget out right to left (its
  /// default direction comes from its own translation), and the arc stepper mirrors its ring.
  @Suite struct ArcStepperRightToLeft {
    /// The Egyptian Arabic locale: GTK's `ar` translation makes the default direction RTL.
    static let arabic = ["LC_ALL": "ar_EG.UTF-8", "LANG": "ar_EG.UTF-8"]

    /// The demo arc stepper's ring for its printed frame, in `direction`.
    private func ring(_ frame: DemoWindow.Frame, _ direction: WritingDirection) -> ArcGeometry {
      ArcGeometry(
        bounds: Rect(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height)),
        configuration: .article, direction: direction)
    }

    /// The pixel (in the widget) nearest to the ring's centre line at `fraction`.
    private func pixel(_ ring: ArcGeometry, _ fraction: Double) -> Point {
      let point = ring.point(forFraction: fraction)
      return Point(x: point.x.rounded(), y: point.y.rounded())
    }

    /// A click on the right-hand side, low down, sets a low step.
    ///
    /// The pixel is 20 % of the mirrored arc, and 80 % of the arc (step 8) left to right. Left
    /// then steps up, as on
    /// a `GtkScale` in a right-to-left widget, and Up still steps up.
    @Test func aClickOnTheMirroredSideSetsTheMirroredValue() async throws {
      let demo = try await DemoWindow.open(environment: Self.arabic)
      let frame = try #require(demo.frames["arc"])
      let mirrored = ring(frame, .rightToLeft)
      let target = pixel(mirrored, 0.2)
      #expect(target.x > Double(frame.width) / 2, "the start of the mirrored arc is on the right")

      // What the core predicts for this pixel in each direction.
      let bounds = Rect(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height))
      var rtlModel = ArcStepperState(
        configuration: .article, bounds: bounds, direction: .rightToLeft)
      _ = rtlModel.reduce(.pointerPressed(target, at: .zero))
      var ltrModel = ArcStepperState(configuration: .article, bounds: bounds)
      _ = ltrModel.reduce(.pointerPressed(target, at: .zero))
      #expect(rtlModel.currentStep == 2 && ltrModel.currentStep == 8)

      try demo.move(to: frame.x + Int(target.x), frame.y + Int(target.y))
      try demo.xdotool(["click", "1"])
      let ended = try await demo.process.waitForLine { $0.hasPrefix("arc interaction-ended") }
      #expect(ended == "arc interaction-ended value=2")
      #expect(demo.lines.contains("arc value=2 source=pointer"), "\(demo.lines)")

      try demo.xdotool(["key", "Left"])
      _ = try await demo.process.waitForLine { $0 == "arc value=3 source=keyboard" }
      try demo.xdotool(["key", "Up"])
      _ = try await demo.process.waitForLine { $0 == "arc value=4 source=keyboard" }
      try demo.xdotool(["key", "Right"])
      func changes() -> [String] { demo.lines.filter { $0.hasPrefix("arc value=") } }
      _ = try await ConditionWait.until(timeout: .seconds(20)) { changes().count >= 4 }
      #expect(
        changes() == [
          "arc value=2 source=pointer", "arc value=3 source=keyboard",
          "arc value=4 source=keyboard", "arc value=3 source=keyboard",
        ])
      // The stroke's 200 ms animation has ended once the ring stops changing on screen.
      let settled = try await ConditionWait.settledScreenshot(
        timeout: .seconds(20),
        region: ConditionWait.Region(
          x: demo.origin.x + frame.x, y: demo.origin.y + frame.y, width: frame.width,
          height: frame.height)
      ) { try demo.screenshot("arc-rtl-after-click") }
      #expect(settled != nil, "the arc kept changing on screen")
    }
  }
}
#endif
