// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The Linux check of the UIKit front-end (`make check-uikit`, run by `make test`).
//
// `Sources/ControlKitUIKit` is a symlink to the real front-end sources; they are compiled here
// against stub modules named `UIKit`, `QuartzCore`, `CoreGraphics` and `CoreText` (with a
// `CoreFoundationBridge` for the Core Foundation types Core Text names) that declare only the API
// the front-end uses, each declaration transcribed from its developer.apple.com page (cited
// beside it), and a `Combine` module that re-exports OpenCombine, so publisher tests are real.
// The stubs record calls where a test must observe one, and never imitate UIKit's behaviour.
// `DriftTests` compares every stub declaration (from `swift-symbolgraph-extract`) with the
// declaration text copied from its page (`Documented/declarations.tsv`).
//
// `Sources/ControlKit` and `Sources/ControlKitTesting` are symlinks to the real core too: a path
// dependency on the root package cannot work, because SwiftPM requires target names to be unique
// across the package graph and the root package has its own `ControlKitUIKit` target (which
// compiles to nothing on Linux). Both builds compile the very same files.
//
// This package is not a product: apps never resolve it.

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

// The glue tests are an app's code: `make` runs them in Swift 6 and, with CHECK_TESTS_SWIFT5 set
// (and a scratch path of its own), in Swift 5 language mode. The front-end itself is always
// compiled in Swift 6 mode, as an app's build compiles a package in the package's own mode.
let testsLanguageMode: SwiftLanguageMode =
  ProcessInfo.processInfo.environment["CHECK_TESTS_SWIFT5"] == nil ? .v6 : .v5

let package = Package(
  name: "UIKitCheck",
  dependencies: [
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0")
  ],
  targets: [
    .target(name: "ControlKit", path: "Sources/ControlKit", swiftSettings: strict),
    .target(
      name: "ControlKitTesting", dependencies: ["ControlKit"], path: "Sources/ControlKitTesting",
      swiftSettings: strict),
    .target(name: "CoreGraphics", path: "Sources/CoreGraphics"),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics"], path: "Sources/QuartzCore"),
    .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore"], path: "Sources/UIKit"),
    // Core Text (what both Apple front-ends measure text with) and the Core Foundation types its
    // declarations name, aliased to the Foundation types they bridge to.
    .target(name: "CoreFoundationBridge", path: "Sources/CoreFoundationBridge"),
    .target(
      name: "CoreText", dependencies: ["CoreFoundationBridge", "CoreGraphics"],
      path: "Sources/CoreText"),
    .target(
      name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
      path: "Sources/Combine"),
    .target(
      name: "ControlKitUIKit",
      dependencies: [
        "ControlKit", "UIKit", "QuartzCore", "CoreText", "Combine",
      ],
      path: "Sources/ControlKitUIKit",
      swiftSettings: strict
    ),
    .testTarget(
      name: "UIKitCheckTests",
      dependencies: [
        "ControlKitUIKit", "UIKit", "QuartzCore", "CoreText", "Combine",
        "ControlKit", "ControlKitTesting",
      ],
      // Swift Testing ships a cross-import overlay for Apple's CoreGraphics; the stub has the same
      // module name, so the overlay (absent on Linux) is switched off for the tests.
      swiftSettings: strict + [
        .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
        .swiftLanguageMode(testsLanguageMode),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
