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
  // The core uses `Duration` and `InstantProtocol` (iOS 16, macOS 13, tvOS 16, watchOS 9 on Apple
  // platforms; visionOS has them from 1.0). Linux ignores this list. On each: ControlKit and
  // ControlKitTesting build everywhere; ControlKitUIKit builds on iOS, Mac Catalyst, visionOS (it
  // uses no UIScreen.main or keyWindow) and tvOS (unverified), nothing on macOS and watchOS;
  // ControlKitSwiftUI builds on iOS, macOS and visionOS, nothing on tvOS and watchOS (README,
  // Platforms). `make check-availability` fails on an API newer than these outside `#available`.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .visionOS(.v1), .watchOS(.v9)],
  products: [
    .library(name: "ControlKit", targets: ["ControlKit"]),
    .library(name: "ControlKitTesting", targets: ["ControlKitTesting"]),
    .library(name: "ControlKitCairo", targets: ["ControlKitCairo"]),
    .library(name: "ControlKitGallery", targets: ["ControlKitGallery"]),
    .library(name: "ControlKitUIKit", targets: ["ControlKitUIKit"]),
    .library(name: "ControlKitSwiftUI", targets: ["ControlKitSwiftUI"]),
    // The GTK 4 widgets for Linux apps (GTK from pkg-config `gtk4`); Examples/GTKCounter uses it.
    .library(name: "ControlKitGTK", targets: ["ControlKitGTK"]),
  ],
  // Traits keep what an app resolves to what it uses. With no trait (the default), an app that
  // depends on ControlKit (or ControlKitTesting, ControlKitUIKit, ControlKitSwiftUI) builds the
  // portable code and nothing else: no other package resolved, no pkg-config lookup
  // (`make check-core-only` proves it). A Linux app that wants the cairo drawing or the GTK
  // widgets enables a trait:
  //   .package(url: ".../ControlKit.git", .upToNextMinor(from: "0.2.0"), traits: ["GTK"])
  // Without its trait, ControlKitCairo, ControlKitGallery and ControlKitGTK compile to nothing
  // (each file is one `#if Cairo` / `#if GTK`), as ControlKitUIKit does off Apple platforms.
  // Why the edges and not the targets: SwiftPM runs pkg-config for a system library that any
  // product of a dependency reaches, even a product the app does not use (measured), so the
  // edges to CCairo and CGtk are trait-gated. The `controlkit` tool is an executable target, not
  // a product, so apps never resolve swift-argument-parser (SwiftPM still gives the root package
  // its `swift run controlkit`); swift-property-based is test-only. `make` builds with
  // `--traits GTK`.
  traits: [
    .trait(
      name: "Cairo",
      description: "ControlKitCairo and ControlKitGallery: cairo and Pango (pkg-config pangocairo)."
    ),
    .trait(
      name: "GTK",
      description: "ControlKitGTK, the demo, its testbed and tests: GTK 4 (pkg-config gtk4).",
      enabledTraits: ["Cairo"]),
    .default(enabledTraits: []),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    // `swift package generate-documentation --target <Module>`: the command plugin only. No target
    // depends on it, and SwiftPM does not resolve a plugin-only dependency for packages that depend
    // on ControlKit. `make docs` calls the toolchain's docc itself (scripts/build-docs.sh): the
    // plugin cannot take the UIKit and SwiftUI front-ends' symbols from the stub-checked builds.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    // The portable core: no dependencies, no UI framework.
    .target(name: "ControlKit", swiftSettings: strict),
    // `make check-instructions`: each core hot path repeated inside one function that callgrind
    // collects in (instructions and allocations per iteration against a committed baseline).
    .executableTarget(
      name: "controlkit-hot-paths", dependencies: ["ControlKit"],
      path: "Sources/ControlKitHotPaths", swiftSettings: strict),
    // A host with a virtual clock, so apps test their use of ControlKit as we test ours.
    .target(name: "ControlKitTesting", dependencies: ["ControlKit"], swiftSettings: strict),
    // What every test target shares: one TemporaryDirectory, one set of time helpers, the
    // drivers' test store.
    .target(
      name: "ControlKitTestSupport", dependencies: ["ControlKit", "ControlKitTesting"],
      path: "Tests/ControlKitTestSupport",
      swiftSettings: strict),
    .testTarget(
      name: "ControlKitTests",
      dependencies: [
        "ControlKit",
        "ControlKitTesting",
        "ControlKitTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),

    // The UIKit front-end (iOS, Mac Catalyst, tvOS, visionOS). SwiftPM builds every target of the
    // package on every platform (`.when(platforms:)` conditions dependencies, not targets), so each
    // file is wrapped whole in one `#if canImport(UIKit)` and this target compiles to nothing on
    // Linux, macOS (AppKit) and watchOS; nothing inside a file branches on the platform. It is
    // type-checked and tested on Linux by `Checks/UIKitCheck` against stub `UIKit`/`QuartzCore`
    // modules transcribed from Apple's documentation (`make check-uikit`, part of `make test`).
    .target(name: "ControlKitUIKit", dependencies: ["ControlKit"], swiftSettings: strict),

    // The SwiftUI front-end (iOS, macOS, visionOS), wrapped file by file in
    // `#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)` for the same reason, so it compiles to
    // nothing on Linux, and on tvOS (no DragGesture) and watchOS (no onKeyPress) until it has
    // input files of their own, rather than failing an app's build there. It is
    // type-checked and its glue tested on Linux by `Checks/SwiftUICheck` against a stub `SwiftUI`
    // module transcribed from Apple's documentation (`make check-swiftui`, part of `make test`).
    // On UIKit platforms its scene HUD (`sceneLoadingHUD`) is the UIKit front-end's scene HUD,
    // in a window above the scene's sheets and alerts; elsewhere (macOS) it depends on the core only.
    .target(
      name: "ControlKitSwiftUI",
      dependencies: [
        "ControlKit",
        .target(
          name: "ControlKitUIKit", condition: .when(platforms: [.iOS, .macCatalyst, .visionOS])),
      ],
      swiftSettings: strict),

    // cairo, Pango and PangoCairo from the system (pkg-config "pangocairo" pulls in all three).
    // A shim header wraps the C macros Swift cannot call.
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo",
      providers: [
        .apt(["libcairo2-dev", "libpango1.0-dev"]),
        .brew(["cairo", "pango"]),
      ]
    ),
    // Draws drawing lists with cairo and measures text with Pango. cairo and Pango are system
    // libraries that exist on Linux (apt) and macOS (Homebrew) only, so the dependency is limited
    // to those platforms: an Apple-platform build of the package never runs pkg-config for them
    // (iOS apps draw through ControlKitUIKit / ControlKitSwiftUI instead).
    .target(
      name: "ControlKitCairo",
      dependencies: [
        "ControlKit",
        .target(name: "CCairo", condition: .when(platforms: [.linux, .macOS], traits: ["Cairo"])),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "ControlKitCairoTests",
      dependencies: ["ControlKit", "ControlKitCairo", "ControlKitTestSupport"],
      exclude: ["Reference"],
      swiftSettings: strict
    ),

    // The gallery: every control in every state, driven through the real state machines and
    // rendered with cairo and Pango (PNG at each scale, SVG, index.html).
    .target(
      name: "ControlKitGallery",
      dependencies: ["ControlKit", "ControlKitCairo"],
      swiftSettings: strict
    ),
    // `controlkit gallery [--out DIR] [--scale 1,2,3] [--theme light,dark] [--format png,svg]`, and
    // on Linux `controlkit demo [--trace]`: the GTK window with every control (ControlKitDemo). GTK
    // is a Linux-only dependency, so `DemoCommand.swift` is the executable's one
    // `#if canImport(ControlKitDemo)`.
    .executableTarget(
      name: "controlkit",
      dependencies: [
        "ControlKitGallery",
        .target(name: "ControlKitDemo", condition: .when(platforms: [.linux])),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),
    // Catalogue, options and index tests, pixel probes, and an end-to-end run of the built
    // `controlkit` (SwiftPM builds it with `swift build --build-tests`).
    .testTarget(
      name: "ControlKitGalleryTests",
      dependencies: [
        "ControlKit", "ControlKitCairo", "ControlKitGallery", "ControlKitTestSupport",
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
      dependencies: [
        "ControlKit",
        "ControlKitCairo",
        .target(name: "CGtk", condition: .when(platforms: [.linux], traits: ["GTK"])),
      ],
      exclude: ["README.md"],
      swiftSettings: strict,
      // Linux only: the main-queue bridge calls libdispatch's `_dispatch_*_4CF` hooks, which live in
      // libdispatch.so there (on Apple platforms they are part of libSystem and need no flag).
      linkerSettings: [.linkedLibrary("dispatch", .when(platforms: [.linux]))]
    ),
    // `controlkit demo`: the GTK window with every control and its `--trace` lines (Linux only:
    // the executable depends on it under `.when(platforms: [.linux])`).
    .target(
      name: "ControlKitDemo",
      dependencies: [
        "ControlKit", "ControlKitCairo", "ControlKitGallery", "ControlKitGTK",
        .target(name: "CGtk", condition: .when(platforms: [.linux], traits: ["GTK"])),
      ],
      swiftSettings: strict
    ),
    // A tiny GTK window driven by real X input in `ControlKitGTKTests` (and a `--leak-check` mode).
    .executableTarget(
      name: "controlkit-gtk-testbed",
      dependencies: [
        "ControlKit", "ControlKitGTK", "ControlKitTesting",
        .target(name: "CGtk", condition: .when(platforms: [.linux], traits: ["GTK"])),
      ],
      path: "Sources/ControlKitGTKTestbed",
      swiftSettings: strict
    ),
    // `make bench-gtk`: GTKStepper vs GtkSpinButton, created and updated side by side.
    .executableTarget(
      name: "controlkit-gtk-bench",
      dependencies: [
        "ControlKit", "ControlKitGTK",
        .target(name: "CGtk", condition: .when(platforms: [.linux], traits: ["GTK"])),
      ],
      path: "Sources/ControlKitGTKBench",
      swiftSettings: strict
    ),
    .testTarget(
      name: "ControlKitGTKTests",
      dependencies: [
        "ControlKit", "ControlKitGTK",
        .target(name: "CGtk", condition: .when(platforms: [.linux], traits: ["GTK"])),
      ],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
