import Benchmark
import ControlKit

/// A measurer that costs nothing, so layout benchmarks exclude text measurement (as the issue asks).
struct ConstantMeasurer: TextMeasuring {
  func measure(_ text: String, font: TextFont, maxWidth: Double?, maximumLines: Int) -> TextMetrics
  {
    TextMetrics(
      size: Size(width: min(maxWidth ?? 60, 60), height: font.size * 1.2), lineCount: 1,
      isTruncated: false)
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    warmupIterations: 1_000,
    scalingFactor: .kilo,
    maxDuration: .seconds(2)
  )

  // One button event: a press (steps, schedules the timer) or a release (cancels it), alternating,
  // into a reused effects buffer. Target: ≤ 100 ns median, 0 allocations.
  Benchmark("Stepper: reduce one button event") { benchmark in
    var state = StepperState(value: 0, configuration: .default)
    var effects: [StepperEffect] = []
    effects.reserveCapacity(8)
    var now = ControlInstant.zero
    for _ in 0..<2 {  // warm the buffer
      state.reduce(.incrementPressed(pointer: .mouse, at: now), into: &effects)
      state.reduce(.released(inside: true, at: now), into: &effects)
      effects.removeAll(keepingCapacity: true)
    }
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      now = now.advanced(by: .milliseconds(50))
      if index & 1 == 0 {
        if state.value == state.configuration.maximum {
          state.reduce(.valueSetProgrammatically(0, at: now), into: &effects)
        }
        state.reduce(.incrementPressed(pointer: .mouse, at: now), into: &effects)
      } else {
        state.reduce(.released(inside: true, at: now), into: &effects)
      }
      effects.removeAll(keepingCapacity: true)
    }
    blackHole(state)
  }

  // Typing a 9-digit number and committing it: filter, parse, clamp. Target: ≤ 1 µs. The same
  // commit in full-width digits (U+FF11…), as a Chinese or Japanese input method sends them, is
  // measured exactly the same way.
  for (name, texts) in [
    ("Stepper: commit a 9-digit text", ("123456789", "987654321")),
    ("Stepper: commit a 9-digit full-width text", ("１２３４５６７８９", "９８７６５４３２１")),
  ] {
    Benchmark(name) { benchmark in
      let configuration =
        (try? StepperConfiguration(minimum: 0, maximum: 999_999_999, step: 1)) ?? .default
      var state = StepperState(value: 0, configuration: configuration)
      var effects: [StepperEffect] = []
      effects.reserveCapacity(16)
      var now = ControlInstant.zero
      state.reduce(.editingBegan(at: now), into: &effects)
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations {
        now = now.advanced(by: .milliseconds(50))
        let text = index & 1 == 0 ? texts.0 : texts.1
        state.reduce(.textChanged(text, at: now), into: &effects)
        state.reduce(.textSubmitted(at: now), into: &effects)
        effects.removeAll(keepingCapacity: true)
      }
      blackHole(state)
    }
  }

  Benchmark("Stepper: parse a 9-digit text") { benchmark in
    let configuration = StepperConfiguration.default
    for _ in benchmark.scaledIterations {
      blackHole(StepperTextParser.parse("123456789", configuration: configuration))
    }
  }

  Benchmark("Stepper: format the display text") { benchmark in
    let configuration =
      (try? StepperConfiguration(
        minimum: 0, maximum: 1_000_000, step: FixedDecimal(units: 1, scale: 2))) ?? .default
    let state = StepperState(
      value: FixedDecimal(units: 12_345_678, scale: 2), configuration: configuration)
    for _ in benchmark.scaledIterations {
      blackHole(state.displayText)
    }
  }

  // One whole HUD cycle for a slow task, as a front-end drives it: task begins (grace timer
  // scheduled), the timer fires (show animation, spinner), the show finishes, the task ends after
  // the minimum show time (hide animation), the hide finishes (hidden). Five reductions.
  Benchmark("HUD: reduce a task cycle (begin, grace timer, shown, end, hidden)") { benchmark in
    var hud = HUDState()
    let token = HUDToken(1)
    let content = HUDContent.spinner("Loading")
    var start = ControlInstant.zero
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(hud.reduce(.taskBegan(token, content, at: start)))
      blackHole(hud.reduce(.timerFired(at: start.advanced(by: .milliseconds(500)))))
      blackHole(hud.reduce(.frameShown(at: start.advanced(by: .milliseconds(700)))))
      blackHole(hud.reduce(.taskEnded(token, at: start.advanced(by: .milliseconds(1_200)))))
      blackHole(hud.reduce(.frameShown(at: start.advanced(by: .milliseconds(1_400)))))
      start = start.advanced(by: .seconds(2))
    }
    blackHole(hud)
  }

  // A drag on the arc stepper: press on the ring, 20 moves along it (0.2 → 0.8 of the arc), release,
  // 16 ms apart. Twenty-two reductions.
  Benchmark("Arc stepper: drag (press, 20 moves, release)") { benchmark in
    var state = ArcStepperState(bounds: Rect(x: 0, y: 0, width: 200, height: 200))
    let ring = state.geometry
    let points = (0...20).map { ring.point(forFraction: 0.2 + 0.03 * Double($0)) }
    var now = ControlInstant.zero
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(state.reduce(.pointerPressed(points[0], at: now)))
      for point in points.dropFirst() {
        now = now.advanced(by: .milliseconds(16))
        blackHole(state.reduce(.pointerMoved(point, at: now)))
      }
      now = now.advanced(by: .milliseconds(16))
      blackHole(state.reduce(.pointerReleased(points[20], at: now)))
    }
    blackHole(state)
  }

  // Layout and drawing of every control. Targets: layout ≤ 1 µs, drawing list ≤ 5 µs.
  let bounds = Rect(x: 0, y: 0, width: 174, height: 30)
  Benchmark("Layout: stepper") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(StepperLayout.layout(bounds: bounds, style: .article, direction: .leftToRight))
    }
  }
  Benchmark("Drawing: stepper") { benchmark in
    let layout = StepperLayout.layout(bounds: bounds, style: .article, direction: .leftToRight)
    let look = StepperState(value: 3).presentation()
    for _ in benchmark.scaledIterations {
      blackHole(StepperDrawing.drawing(presentation: look, layout: layout))
    }
  }

  let square = Rect(x: 0, y: 0, width: 200, height: 200)
  Benchmark("Layout: arc stepper") { benchmark in
    let state = ArcStepperState(bounds: square)
    let measurer = ConstantMeasurer()
    for _ in benchmark.scaledIterations {
      blackHole(ArcStepperLayout(state: state, measure: measurer))
    }
  }
  Benchmark("Drawing: arc stepper") { benchmark in
    let state = ArcStepperState(bounds: square)
    let layout = ArcStepperLayout(state: state, measure: ConstantMeasurer())
    for _ in benchmark.scaledIterations {
      blackHole(ArcStepperDrawing.commands(for: state, layout: layout, theme: .dark, at: .zero))
    }
  }

  let screen = Rect(x: 0, y: 0, width: 375, height: 667)
  Benchmark("Layout: HUD") { benchmark in
    let measurer = ConstantMeasurer()
    for _ in benchmark.scaledIterations {
      blackHole(HUDLayout(content: .spinner("Loading"), container: screen, measure: measurer))
    }
  }
  Benchmark("Drawing: HUD") { benchmark in
    let layout = HUDLayout(
      content: .spinner("Loading"), container: screen, measure: ConstantMeasurer())
    for _ in benchmark.scaledIterations {
      blackHole(HUDDrawing.drawing(layout, theme: .light, spinnerPhase: 0.25))
    }
  }

  Benchmark("Layout: circle image") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(CircleImageLayout(bounds: Rect(x: 0, y: 0, width: 200, height: 100)))
    }
  }
  Benchmark("Drawing: circle image") { benchmark in
    let layout = CircleImageLayout(bounds: Rect(x: 0, y: 0, width: 200, height: 100))
    let image = ImageReference(name: "photo.png", pixelSize: Size(width: 640, height: 480))
    for _ in benchmark.scaledIterations {
      blackHole(
        CircleImageDrawing.drawing(
          image: image, layout: layout, style: CircleImageStyle(), theme: .light))
    }
  }

  Benchmark("Text: fixed-advance measure, 20 characters") { benchmark in
    let measurer = FixedAdvanceTextMeasurer()
    let font = TextFont(size: 15)
    for _ in benchmark.scaledIterations {
      blackHole(measurer.measure("Loading your order…", font: font, maxWidth: 200, maximumLines: 2))
    }
  }
}
