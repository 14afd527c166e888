// swift-tools-version: 6.1
import PackageDescription

// ControlKit: a portable core (`ControlKit`, standard library only) plus thin front-ends.
// Platform-specific targets are chosen here with `.when(platforms:)`, never with `#if` in shared code.

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "ControlKit",
  products: [
    .library(name: "ControlKit", targets: ["ControlKit"])
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1")
  ],
  targets: [
    // The portable core: no dependencies, no UI framework.
    .target(name: "ControlKit", swiftSettings: strict),
    .testTarget(
      name: "ControlKitTests",
      dependencies: [
        "ControlKit",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
