#if GTK
import ControlKit
import Foundation
import Testing

extension DemoXTests {
  /// The demo's HUD with real clicks: what reaches the screen, checked on screenshots and on the
  /// trace of every core effect and spinner frame.
  ///
  /// The timing rules themselves (grace period,
  /// minimum show time, one announcement per show, overlapping tasks) are the driver's, tested
  /// on a virtual clock in `HUDDriverTests`; here only what X proves: the pixels, the frame
  /// clock's ticks and the wiring of the demo's buttons.
  @Suite struct HUD {
    /// Half the size of the window-centre region probed for a HUD that must not appear: larger
    /// than half of any box the fast task could show (its spinner box is about 100 × 97).
    static let probeHalfSize = (x: 60, y: 40)
    /// The probe grid's step in pixels.
    static let probeStep = 10

    /// The probe points: a grid around the HUD's centre (the box is centred in the overlay).
    private func centreGrid(_ demo: DemoWindow) throws -> [(Int, Int)] {
      let hud = try #require(demo.frames["hud"])
      let centre = (x: hud.x + hud.width / 2, y: hud.y + hud.height / 2)
      var points: [(Int, Int)] = []
      for dx in stride(
        from: -Self.probeHalfSize.x, through: Self.probeHalfSize.x, by: Self.probeStep)
      {
        for dy in stride(
          from: -Self.probeHalfSize.y, through: Self.probeHalfSize.y, by: Self.probeStep)
        {
          points.append((centre.x + dx, centre.y + dy))
        }
      }
      return points
    }

    /// The points of `grid` where `shot` differs from `reference`.
    private func changed(
      _ shot: Screenshot, from reference: Screenshot, at grid: [(Int, Int)], in demo: DemoWindow
    ) -> [(Int, Int)] {
      grid.filter { x, y in
        zip(demo.pixel(shot, x, y), demo.pixel(reference, x, y)).contains { abs($0 - $1) > 8 }
      }
    }

    /// The index of the first line satisfying `predicate`.
    private func index(in lines: [String], where predicate: (String) -> Bool) -> Int? {
      lines.firstIndex(where: predicate)
    }

    @Test func aTaskShorterThanTheGracePeriodNeverShowsTheHUD() async throws {
      let demo = try await DemoWindow.open()
      let grid = try centreGrid(demo)
      let before = try demo.screenshot("hud-fast-before")
      try demo.click("fast")
      var during: [Screenshot] = []
      for sample in 0..<3 { during.append(try demo.screenshot("hud-fast-during-\(sample)")) }
      let endedLine = try await demo.process.waitForLine {
        $0.hasPrefix("hud task=ended name=fast")
      }

      // Trace instants: the task's content reaching the HUD, and its end cancelling the grace
      // timer. A busy machine can stretch the 300 ms task past the grace period, which makes the
      // check meaningless rather than failed.
      let lines = demo.lines
      let began = try #require(lines.first { $0.contains("effect=displayedContentChanged") })
      let cancelled = try #require(lines.first { $0.contains("effect=cancelTimer") })
      let start = try #require(DemoWindow.fields(began)["t"].flatMap { Int($0) })
      let end = try #require(DemoWindow.fields(cancelled)["t"].flatMap { Int($0) })
      let ended = DemoWindow.fields(endedLine)
      try #require(
        end - start < Int(HUDTiming.defaultGracePeriod / .milliseconds(1)),
        "the 300 ms task took \(end - start) ms: the machine is too busy for this check")
      #expect(ended["draws"] == "0", "the HUD was painted: \(endedLine)")
      #expect(ended["spinner-ticks"] == "0")
      #expect(ended["phase"] == "hidden")
      #expect(!demo.lines.contains { $0.contains("effect=beginShowAnimation") })
      #expect(!demo.lines.contains { $0.hasPrefix("hud spinner-tick") })
      for (sample, shot) in during.enumerated() {
        let diff = changed(shot, from: before, at: grid, in: demo)
        #expect(diff.isEmpty, "screenshot \(sample) differs from before at \(diff)")
      }
    }

    @Test func aTwoSecondTaskShowsTheHUDAndTheSpinnerTicksOnlyWhileItIsOnScreen() async throws {
      let demo = try await DemoWindow.open()
      let before = try demo.screenshot("hud-slow-before")
      try demo.click("slow")
      let shownLine = try await demo.process.waitForLine { $0.hasPrefix("hud effect=shown") }
      let fields = DemoWindow.fields(shownLine)
      let box = try #require(
        ["box-x", "box-y", "box-width", "box-height"].compactMap { fields[$0].flatMap { Int($0) } }
          .nilIfShort(4))
      // Inside the box's corners, away from the spinner and the title: the light theme's box is
      // black at 80 %, so whatever was there shows at a fifth of its brightness.
      let inside = [
        (box[0] + 8, box[1] + 8), (box[0] + box[2] - 9, box[1] + 8),
        (box[0] + 8, box[1] + box[3] - 9), (box[0] + box[2] - 9, box[1] + box[3] - 9),
      ]
      // The screen can lag the trace by a frame or two on a loaded machine (the fade-in's last
      // frame), so look again for up to a second before judging.
      func mismatches(in shot: Screenshot) -> [String] {
        inside.compactMap { (x, y) in
          let expected = demo.pixel(before, x, y).map { Int((Double($0) * 0.2).rounded()) }
          let color = demo.pixel(shot, x, y)
          return zip(color, expected).allSatisfy { abs($0 - $1) <= 6 }
            ? nil : "(\(x), \(y)): \(color) instead of \(expected)"
        }
      }
      var wrong: [String] = []
      _ = try await ConditionWait.until(timeout: .seconds(1), interval: .milliseconds(100)) {
        wrong = mismatches(in: try demo.screenshot("hud-slow-shown"))
        return wrong.isEmpty
      }
      #expect(wrong.isEmpty, "\(wrong)")

      // Hidden: the trace line says whether the GLib host still ticks (it must not).
      _ = try await demo.process.waitForLine(timeout: .seconds(10)) {
        $0.hasPrefix("hud effect=hidden")
      }
      // As for the shown box, the screen can lag the trace line by a frame on a loaded machine
      // (measured: the fade-out's last frame, the box at about 10 %, in the screenshot taken
      // right after "hidden"), so look again for up to a second.
      func leftovers(in shot: Screenshot) -> [String] {
        inside.compactMap { (x, y) in
          let color = demo.pixel(shot, x, y)
          return zip(color, demo.pixel(before, x, y)).allSatisfy { abs($0 - $1) <= 8 }
            ? nil : "(\(x), \(y)): \(color) instead of \(demo.pixel(before, x, y))"
        }
      }
      var left: [String] = []
      _ = try await ConditionWait.until(timeout: .seconds(1), interval: .milliseconds(100)) {
        left = leftovers(in: try demo.screenshot("hud-slow-hidden"))
        return left.isEmpty
      }
      #expect(left.isEmpty, "\(left)")

      let lines = demo.lines
      // The task's event (its content reaches the HUD at once), at the instant it happened.
      let began = try #require(index(in: lines) { $0.contains("effect=displayedContentChanged") })
      let show = try #require(index(in: lines) { $0.contains("effect=beginShowAnimation") })
      let start = try #require(index(in: lines) { $0.contains("effect=startSpinner") })
      let stop = try #require(index(in: lines) { $0.contains("effect=stopSpinner") })
      let gone = try #require(index(in: lines) { $0.contains("effect=hidden") })
      let ticks = lines.indices.filter { lines[$0].hasPrefix("hud spinner-tick") }
      #expect(began < show && show < start && start < stop && show < gone)
      #expect(ticks.count >= 10, "the spinner should animate while shown: \(ticks.count) frames")
      #expect(ticks.allSatisfy { start < $0 && $0 < stop }, "spinner frames outside start/stop")
      for tick in ticks {
        let phase = DemoWindow.fields(lines[tick])["phase-name"]
        #expect(["showing", "visible", "hiding"].contains(phase), "\(lines[tick])")
      }
      // The frame clock's tick callback is gone once the spinner stops and the HUD hides.
      #expect(DemoWindow.fields(lines[stop])["spinner-ticking"] == "false")
      #expect(DemoWindow.fields(lines[gone])["spinner-ticking"] == "false")
    }

    @Test func twoOverlappingTasksShowOneHUDUntilTheLastEnds() async throws {
      let demo = try await DemoWindow.open()
      try demo.click("overlap")
      _ = try await demo.process.waitForLine(timeout: .seconds(10)) {
        $0.hasPrefix("hud effect=hidden")
      }
      let lines = demo.lines
      #expect(lines.filter { $0.contains("effect=beginShowAnimation") }.count == 1)
      #expect(lines.filter { $0.contains("effect=hidden") }.count == 1)
      let endedB = try #require(index(in: lines) { $0.hasPrefix("hud task=ending name=overlap-b") })
      let endedA = try #require(index(in: lines) { $0.hasPrefix("hud task=ended name=overlap-a") })
      let hide = try #require(index(in: lines) { $0.contains("effect=beginHideAnimation") })
      #expect(endedA < endedB && endedB < hide)
      #expect(DemoWindow.fields(lines[endedA])["phase"] == "visible")
    }
  }
}

extension Array {
  /// The array, or nil when it has fewer than `count` elements.
  fileprivate func nilIfShort(_ count: Int) -> [Element]? {
    self.count >= count ? self : nil
  }
}
#endif
