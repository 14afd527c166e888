import Foundation
import Testing

/// The front-end's public surface: what a documented use needs and nothing else (issue 35).
///
/// Read from the built module's symbol graph (`swift-symbolgraph-extract`, as `DriftTests` reads
/// the stubs'), so a view model or other glue made public again fails here, not in an app's
/// autocompletion.
@Suite("Public surface")
struct PublicSurfaceTests {
  /// The public types and top-level names of `ControlKitSwiftUI`, by their path.
  static func publicSymbolPaths() throws -> Set<String> {
    let modules = DriftTests.packageRoot.appendingPathComponent(".build/debug/Modules")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftui-check-surface-\(getpid())")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    #if arch(arm64)
    let triple = "aarch64-unknown-linux-gnu"
    #else
    let triple = "x86_64-unknown-linux-gnu"
    #endif
    let helpers = DriftTests.packageRoot.appendingPathComponent(
      ".build/\(triple)/debug/COpenCombineHelpers.build/module.modulemap")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift-symbolgraph-extract", "-module-name", "ControlKitSwiftUI", "-target", triple,
      "-I", modules.path, "-Xcc", "-fmodule-map-file=\(helpers.path)",
      "-output-dir", output.path, "-minimum-access-level", "public",
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "swift-symbolgraph-extract failed")
    let data = try Data(contentsOf: output.appendingPathComponent("ControlKitSwiftUI.symbols.json"))
    let graph = try JSONDecoder().decode(DriftTests.SymbolGraph.self, from: data)
    return Set(graph.symbols.map { $0.pathComponents.joined(separator: "/") })
  }

  @Test func theViewModelsAndTheHUDsGlueAreNotPublic() throws {
    let paths = try Self.publicSymbolPaths()
    // The views are there (the extraction worked) ...
    #expect(paths.contains("StepperView"))
    #expect(paths.contains("ArcStepperView"))
    #expect(paths.contains("LoadingHUDAction"))
    // ... and what only the views use is not: the view models, the HUD's model and overlay.
    for glue in [
      "StepperViewModel", "ArcStepperViewModel", "HUDModel", "HUDOverlay", "HUDOverlayGeometry",
      "HUDIndicatorView", "HUDOverlayLook", "CommandCanvas", "FoundationProgress",
      "LoadingHUDStyleKey", "LoadingHUDTextMeasurerKey", "CoreTextMeasurer",
    ] {
      #expect(!paths.contains { $0 == glue || $0.hasPrefix(glue + "/") }, "\(glue) is public")
    }
  }
}
