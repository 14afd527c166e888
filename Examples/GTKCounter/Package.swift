// swift-tools-version: 6.1
import PackageDescription

// A small Linux app that uses ControlKit's GTK widgets, as any outside package would: it depends on
// the `ControlKitGTK` product only. `make test` builds it and opens its window under Xvfb.
//
// In your own app, depend on ControlKit by URL or by path instead:
//   .package(
//     url: "https://github.com/<owner>/ControlKit.git", .upToNextMinor(from: "0.2.0"),
//     traits: ["GTK"])
//   .package(path: "../ControlKit", traits: ["GTK"])
let package = Package(
  name: "GTKCounter",
  dependencies: [
    // The repository root, through a link whose name fixes the package identity ("ControlKit")
    // whatever the clone's folder is called (`make example-gtk` creates it).
    .package(path: "../../.build-example-link/ControlKit", traits: ["GTK"])
  ],
  targets: [
    .executableTarget(
      name: "GTKCounter",
      dependencies: [
        .product(name: "ControlKit", package: "ControlKit"),
        .product(name: "ControlKitGTK", package: "ControlKit"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
