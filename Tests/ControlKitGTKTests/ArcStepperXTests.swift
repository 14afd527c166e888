#if GTK
import ControlKit
import Foundation
import Testing

extension DemoXTests {
  /// The arc stepper in the demo, driven with real X pointer and key events.
  @Suite struct ArcStepper {
    /// The ring of the demo's arc stepper (the article's configuration) for its printed frame.
    private func ring(_ frame: DemoWindow.Frame) -> ArcGeometry {
      ArcGeometry(
        bounds: Rect(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height)),
        configuration: .article)
    }

    /// The pixel (in the widget) nearest to the ring's centre line at `fraction`.
    private func pixel(_ ring: ArcGeometry, _ fraction: Double) -> Point {
      let point = ring.point(forFraction: fraction)
      return Point(x: point.x.rounded(), y: point.y.rounded())
    }

    @Test func aDragOnTheRingSetsTheNearestStep() async throws {
      let demo = try await DemoWindow.open()
      let frame = try #require(demo.frames["arc"])
      let ring = ring(frame)
      // From 20 % to 72 % of the arc in small moves (each far below the half-arc jump guard).
      let path = stride(from: 0.2, through: 0.72, by: 0.04).map { pixel(ring, $0) }
      let first = try #require(path.first)
      let last = try #require(path.last)

      // What the core predicts for exactly these pixels.
      let nearest = ArcStepperState(configuration: .article)
        .nearestStep(toFraction: try #require(ring.fraction(at: last)))
      var model = ArcStepperState(
        configuration: .article,
        bounds: Rect(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height)))
      _ = model.reduce(.pointerPressed(first, at: .zero))
      let pressedStep = model.currentStep
      for point in path.dropFirst() { _ = model.reduce(.pointerMoved(point, at: .zero)) }
      _ = model.reduce(.pointerReleased(last, at: .zero))
      #expect(model.currentStep == nearest)
      #expect(pressedStep == 2 && nearest == 7, "the path should cross several steps")

      try demo.move(to: frame.x + Int(first.x), frame.y + Int(first.y))
      try demo.xdotool(["mousedown", "1"])
      for point in path.dropFirst() {
        // Input pacing, not a wait for a result: a hand moves the pointer one step per frame or
        // so, and GTK compresses motions that arrive within one frame into the last, so moves
        // sent back to back would test a jump instead of a drag. Nothing is printed per motion
        // to wait on; what the drag did is read from the lines after the release.
        try await Task.sleep(for: .milliseconds(30))
        try demo.move(to: frame.x + Int(point.x), frame.y + Int(point.y))
      }
      // X delivers the release after the last motion; GTK compresses motions only.
      try demo.xdotool(["mouseup", "1"])

      let ended = try await demo.process.waitForLine { $0.hasPrefix("arc interaction-ended") }
      #expect(ended == "arc interaction-ended value=\(nearest)")
      let changes = demo.lines.filter { $0.hasPrefix("arc value=") }
      #expect(changes.first == "arc value=\(pressedStep) source=pointer")
      #expect(changes.last?.hasPrefix("arc value=\(nearest) ") == true, "\(changes)")
      #expect(!demo.lines.contains { $0.hasPrefix("arc limit=") })
      _ = try demo.screenshot("arc-after-drag")
    }

    /// Issue 9, item 7: the wheel did nothing over the arc stepper.
    ///
    /// Each notch steps it, as over the stepper (button 4 is a notch up, 5 a notch down).
    @Test func theWheelStepsTheArc() async throws {
      let demo = try await DemoWindow.open()
      let frame = try #require(demo.frames["arc"])
      try demo.move(to: frame.x + frame.width / 2, frame.y + frame.height / 2)
      try demo.xdotool(["click", "4"])
      _ = try await demo.process.waitForLine { $0 == "arc interaction-ended value=6" }
      try demo.xdotool(["click", "4"])
      _ = try await demo.process.waitForLine { $0 == "arc interaction-ended value=7" }
      try demo.xdotool(["click", "5"])
      _ = try await demo.process.waitForLine { $0 == "arc value=6 source=wheel" }
      let changes = demo.lines.filter { $0.hasPrefix("arc value=") }
      #expect(
        changes == [
          "arc value=6 source=wheel", "arc value=7 source=wheel", "arc value=6 source=wheel",
        ])
    }

    @Test func aPressInTheDeadCentreChangesNothing() async throws {
      let demo = try await DemoWindow.open()
      let frame = try #require(demo.frames["arc"])
      try demo.move(to: frame.x + frame.width / 2, frame.y + frame.height / 2)
      try demo.xdotool(["click", "1"])
      // Something that does print afterwards: a click on the fast-task button.
      try demo.click("success")
      _ = try await demo.process.waitForLine { $0 == "clicked name=success" }
      #expect(!demo.lines.contains { $0.hasPrefix("arc ") })
    }

    @Test func homeAndEndJumpToTheEndsAndUpAtTheEndReportsTheLimit() async throws {
      let demo = try await DemoWindow.open()
      let frame = try #require(demo.frames["arc"])
      let top = pixel(ring(frame), 0.5)  // step 5: a press here changes nothing but takes focus
      try demo.move(to: frame.x + Int(top.x), frame.y + Int(top.y))
      try demo.xdotool(["click", "1"])
      _ = try await demo.process.waitForLine { $0 == "arc interaction-ended value=5" }

      try demo.xdotool(["key", "Home"])
      _ = try await demo.process.waitForLine { $0 == "arc value=0 source=keyboard" }
      try demo.xdotool(["key", "End"])
      _ = try await demo.process.waitForLine { $0 == "arc value=10 source=keyboard" }
      try demo.xdotool(["key", "Up"])
      _ = try await demo.process.waitForLine { $0 == "arc limit=upper" }
      try demo.xdotool(["key", "Down"])
      _ = try await demo.process.waitForLine { $0 == "arc value=9 source=keyboard" }
      // The stroke's 200 ms animation has ended once the ring stops changing on screen.
      let settled = try await ConditionWait.settledScreenshot(
        timeout: .seconds(20),
        region: ConditionWait.Region(
          x: demo.origin.x + frame.x, y: demo.origin.y + frame.y, width: frame.width,
          height: frame.height)
      ) { try demo.screenshot("arc-after-keys") }
      #expect(settled != nil, "the arc kept changing on screen")
    }
  }
}
#endif
