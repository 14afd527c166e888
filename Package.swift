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

    // GTK 4 front-end. GTK itself comes from pkg-config (`gtk4`: apt's libgtk-4-dev on Linux).
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"]), .brew(["gtk4"])]
    ),
    .target(
      name: "ControlKitGTK",
      dependencies: ["ControlKit", "CGtk"],
      exclude: ["README.md"],
      swiftSettings: strict,
      // Linux only: the main-queue bridge calls libdispatch's `_dispatch_*_4CF` hooks, which live in
      // libdispatch.so there (on Apple platforms they are part of libSystem and need no flag).
      linkerSettings: [.linkedLibrary("dispatch", .when(platforms: [.linux]))]
    ),
    // A tiny GTK window driven by real X input in `ControlKitGTKTests` (and a `--leak-check` mode).
    .executableTarget(
      name: "controlkit-gtk-testbed",
      dependencies: ["ControlKit", "ControlKitGTK", "CGtk"],
      path: "Sources/ControlKitGTKTestbed",
      swiftSettings: strict
    ),
    .testTarget(
      name: "ControlKitGTKTests",
      dependencies: ["ControlKit", "ControlKitGTK", "CGtk"],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
