// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that users of ControlKit never resolve package-benchmark.
// Run them with `make bench` from the repository root.
let package = Package(
  name: "ControlKitBenchmarks",
  dependencies: [
    // The root package, through a link whose name fixes the package identity whatever the clone is called.
    .package(path: "../.build-bench-link/ControlKit", traits: ["Cairo"]),
    .package(
      url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "ControlKitBenchmarks",
      dependencies: [
        .product(name: "ControlKit", package: "ControlKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ControlKitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Cairo rendering and Pango measurement (Linux, or macOS with Homebrew's cairo and pango).
    .executableTarget(
      name: "RenderingBenchmarks",
      dependencies: [
        .product(name: "ControlKit", package: "ControlKit"),
        .product(name: "ControlKitCairo", package: "ControlKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/RenderingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
