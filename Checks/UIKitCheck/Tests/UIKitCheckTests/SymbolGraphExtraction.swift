import Foundation
import Testing

/// Runs `swift-symbolgraph-extract` on a module of this package's test build and returns the
/// graph's JSON: the public symbols, with their declarations and relationships (`memberOf`,
/// `inheritsFrom`, `overrides`...).
enum SymbolGraphExtraction {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  #if arch(arm64)
  static let triple = "aarch64-unknown-linux-gnu"
  #else
  static let triple = "x86_64-unknown-linux-gnu"
  #endif

  /// The C module maps of the build (OpenCombine's helper module among them), which a module
  /// that imports Combine needs to load.
  static func moduleMaps() -> [String] {
    let build = packageRoot.appendingPathComponent(".build/\(triple)/debug")
    guard
      let enumerator = FileManager.default.enumerator(
        at: build, includingPropertiesForKeys: nil)
    else { return [] }
    var maps: [String] = []
    for case let url as URL in enumerator {
      if url.lastPathComponent == "module.modulemap",
        url.deletingLastPathComponent().lastPathComponent.hasSuffix(".build")
      {
        maps.append(url.path)
      }
    }
    return maps.sorted()
  }

  /// The symbol graph of `module` (public symbols only).
  static func graph(of module: String) throws -> Data {
    let modules = packageRoot.appendingPathComponent(".build/debug/Modules")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("uikit-check-symbols-\(module)-\(getpid())")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "swift-symbolgraph-extract", "-module-name", module, "-target", triple,
        "-I", modules.path, "-output-dir", output.path, "-minimum-access-level", "public",
      ] + moduleMaps().flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "swift-symbolgraph-extract failed for \(module)")
    return try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
  }
}
