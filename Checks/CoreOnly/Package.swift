// swift-tools-version: 6.1
import PackageDescription

// An app that depends only on ControlKit's portable products, as an iOS or Linux app would.
// `make check-core-only` (part of `make test`) resolves and builds it and fails if that resolves
// any other package or runs pkg-config: the portable core must cost an app nothing else.
let package = Package(
  name: "CoreOnly",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [
    // The repository root, through a link whose name fixes the package identity ("ControlKit").
    .package(path: "../../.build-example-link/ControlKit")
  ],
  targets: [
    .executableTarget(
      name: "CoreOnly",
      dependencies: [
        .product(name: "ControlKit", package: "ControlKit"),
        .product(name: "ControlKitTesting", package: "ControlKit"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
