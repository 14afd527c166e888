import Benchmark
import ControlKit
import ControlKitCairo

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    warmupIterations: 10,
    maxDuration: .seconds(3)
  )

  let measurer = PangoTextMeasurer()
  let screen = Size(width: 375, height: 667)
  let hudLayout = HUDLayout(
    content: .spinner("正在处理中..."),
    container: Rect(origin: .zero, size: screen), measure: measurer)
  let hudCommands = HUDDrawing.drawing(hudLayout, theme: .light, spinnerPhase: 0.25)
  let hudBox = hudLayout.box
  // The HUD box alone, moved to the origin: "one control".
  let hudOnly = HUDDrawing.drawing(
    HUDLayout(
      content: .spinner("正在处理中..."), container: Rect(origin: .zero, size: hudBox.size),
      measure: measurer), theme: .light, spinnerPhase: 0.25)

  // Target: one control at 3× ≤ 1 ms median (rasterizing; PNG encoding is measured separately).
  Benchmark("Render: HUD box at 3x (rasterize)") { benchmark in
    let renderer = CairoRenderer()
    for _ in benchmark.scaledIterations {
      blackHole(try renderer.rasterize(hudOnly, size: hudBox.size, scale: 3))
    }
  }

  let stepperBounds = Rect(x: 0, y: 0, width: 174, height: 30)
  let stepperCommands = StepperDrawing.drawing(
    appearance: StepperState(value: 3).appearance(),
    layout: StepperLayout.layout(bounds: stepperBounds, style: .article, direction: .leftToRight))
  Benchmark("Render: stepper at 3x (rasterize)") { benchmark in
    let renderer = CairoRenderer()
    for _ in benchmark.scaledIterations {
      blackHole(try renderer.rasterize(stepperCommands, size: stepperBounds.size, scale: 3))
    }
  }

  let arcState = ArcStepperState(bounds: Rect(x: 0, y: 0, width: 200, height: 200))
  let arcCommands = ArcStepperDrawing.commands(
    for: arcState, layout: ArcStepperLayout(state: arcState, measure: measurer), theme: .dark,
    at: .zero)
  Benchmark("Render: arc stepper at 3x (rasterize)") { benchmark in
    let renderer = CairoRenderer()
    for _ in benchmark.scaledIterations {
      blackHole(
        try renderer.rasterize(arcCommands, size: Size(width: 200, height: 200), scale: 3))
    }
  }

  // The front-end path: drawing into a surface that already exists (a widget's, or a reused
  // offscreen canvas), without allocating a surface or copying pixels out per frame.
  Benchmark("Draw: stepper at 3x into a reused canvas") { benchmark in
    let canvas = try OffscreenCanvas(size: stepperBounds.size, scale: 3)
    for _ in benchmark.scaledIterations { try canvas.draw(stepperCommands) }
  }
  Benchmark("Draw: HUD box at 3x into a reused canvas") { benchmark in
    let canvas = try OffscreenCanvas(size: hudBox.size, scale: 3)
    for _ in benchmark.scaledIterations { try canvas.draw(hudOnly) }
  }
  Benchmark("Draw: arc stepper at 3x into a reused canvas") { benchmark in
    let canvas = try OffscreenCanvas(size: Size(width: 200, height: 200), scale: 3)
    for _ in benchmark.scaledIterations { try canvas.draw(arcCommands) }
  }

  Benchmark("Render: full-screen HUD at 3x to PNG bytes") { benchmark in
    let renderer = CairoRenderer()
    for _ in benchmark.scaledIterations {
      blackHole(try renderer.renderPNG(commands: hudCommands, size: screen, scale: 3))
    }
  }

  // Cold: a text the cache has never seen (each iteration measures a new string).
  Benchmark("Pango: measure, cold (cache miss)") { benchmark in
    let cold = PangoTextMeasurer()
    let font = TextFont(size: 15)
    for index in benchmark.scaledIterations {
      blackHole(
        cold.measure("正在处理中 \(index)", font: font, maxWidth: 300, maximumLines: 2))
    }
  }

  Benchmark("Pango: measure, cached") { benchmark in
    let font = TextFont(size: 15)
    _ = measurer.measure("正在处理中...", font: font, maxWidth: 300, maximumLines: 2)
    for _ in benchmark.scaledIterations {
      blackHole(measurer.measure("正在处理中...", font: font, maxWidth: 300, maximumLines: 2))
    }
  }

  // Issue 14: a title's cost must not grow with text that cannot show. One HUD frame (measure
  // with a cold measurer, lay out, draw at 2× into a reused canvas) with a 1 MB title
  // (100,000 lines) against the same frame with a two-line title; the 1 MB frame should stay
  // within twice the two-line one.
  let megabyteTitle = String(repeating: "error line\n", count: 100_000)
  let titles = [("two-line title", "error line\nerror line"), ("1 MB title", megabyteTitle)]
  for (name, title) in titles {
    Benchmark("HUD frame: \(name) (measure, lay out, draw at 2x)") { benchmark in
      let container = Rect(origin: .zero, size: screen)
      let canvas = try OffscreenCanvas(size: screen, scale: 2)
      for _ in benchmark.scaledIterations {
        let layout = HUDLayout(
          content: .spinner(title), container: container, measure: PangoTextMeasurer())
        try canvas.draw(HUDDrawing.drawing(layout, theme: .light, spinnerPhase: 0.25))
      }
    }
  }
}
