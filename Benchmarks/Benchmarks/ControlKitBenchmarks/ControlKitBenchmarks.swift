import Benchmark
import ControlKit

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    warmupIterations: 1_000,
    scalingFactor: .kilo,
    maxDuration: .seconds(2)
  )

  Benchmark("Text: fixed-advance measure, 20 characters") { benchmark in
    let measurer = FixedAdvanceTextMeasurer()
    let font = TextFont(size: 15)
    for _ in benchmark.scaledIterations {
      blackHole(measurer.measure("Loading your order…", font: font, maxWidth: 200, maximumLines: 2))
    }
  }
}
