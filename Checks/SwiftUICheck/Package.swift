// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The Linux check of the SwiftUI front-end (`make check-swiftui`, run by `make test`).
//
// `Sources/ControlKitSwiftUI` is a symlink to the real front-end sources; they are compiled here
// against a stub module named `SwiftUI` (plus `Accessibility` for `AccessibilityNotification`
// and a `CoreGraphics` with the three Core Graphics types Linux Foundation lacks) that declares
// only the API the front-end uses, each declaration transcribed from its developer.apple.com
// page (cited beside it), and a `Combine` that re-exports OpenCombine for `ObservableObject`.
// The stubs declare and never imitate: views have no bodies, modifiers return a placeholder,
// property wrappers trap when read. What is tested is the glue: the drivers that own each view's
// `ControlSession`, driven on a `VirtualHost` clock. `DriftTests` compares every stub
// declaration (from `swift-symbolgraph-extract`) with the declaration text copied from its
// page (`Documented/declarations.tsv`).
//
// `Sources/UIKit`, `Sources/QuartzCore`, `Sources/CoreText`, `Sources/CoreFoundationBridge` and
// three files of `Sources/CoreGraphics` are symlinks to
// the UIKit check's stubs, and `Sources/ControlKitUIKit` to the UIKit front-end: on iOS the
// SwiftUI front-end's scene HUD (`sceneLoadingHUD`) is the UIKit front-end's.
//
// `Sources/ControlKit` and `Sources/ControlKitTesting` are symlinks to the real core too (SwiftPM
// wants target names unique across the graph, so a path dependency on the root package, which has
// its own `ControlKitSwiftUI` target, is impossible). This package is not a product.

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
  name: "SwiftUICheck",
  dependencies: [
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0")
  ],
  targets: [
    .target(name: "ControlKit", path: "Sources/ControlKit", swiftSettings: strict),
    .target(
      name: "ControlKitTesting", dependencies: ["ControlKit"], path: "Sources/ControlKitTesting",
      swiftSettings: strict),
    .target(name: "CoreGraphics", path: "Sources/CoreGraphics"),
    .target(name: "Accessibility", path: "Sources/Accessibility"),
    .target(
      name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
      path: "Sources/Combine"),
    // UIKit and QuartzCore are the UIKit check's stubs (symlinks): SwiftUI on iOS is built on
    // UIKit (`UIViewRepresentable`), and the scene HUD is the UIKit front-end's `LoadingHUD`.
    .target(name: "QuartzCore", dependencies: ["CoreGraphics"], path: "Sources/QuartzCore"),
    .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore"], path: "Sources/UIKit"),
    // Core Text, which both front-ends measure text with: the UIKit check's stub (symlinks).
    .target(name: "CoreFoundationBridge", path: "Sources/CoreFoundationBridge"),
    .target(
      name: "CoreText", dependencies: ["CoreFoundationBridge", "CoreGraphics"],
      path: "Sources/CoreText"),
    .target(
      name: "SwiftUI", dependencies: ["CoreGraphics", "Accessibility", "Combine", "UIKit"],
      path: "Sources/SwiftUI"),
    .target(
      name: "ControlKitUIKit",
      dependencies: ["ControlKit", "UIKit", "QuartzCore", "CoreText", "Combine"],
      path: "Sources/ControlKitUIKit", swiftSettings: strict),
    .target(
      name: "ControlKitSwiftUI",
      dependencies: ["ControlKit", "ControlKitUIKit", "SwiftUI", "CoreText", "Combine"],
      path: "Sources/ControlKitSwiftUI",
      swiftSettings: strict
    ),
    .testTarget(
      name: "SwiftUICheckTests",
      dependencies: [
        "ControlKitSwiftUI", "ControlKitUIKit", "SwiftUI", "UIKit", "CoreText", "ControlKit",
        "ControlKitTesting",
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
