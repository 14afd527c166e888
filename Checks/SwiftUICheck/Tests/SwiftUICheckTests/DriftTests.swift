import Foundation
import Testing

/// Guards the stubs against drifting from Apple's documentation: every public stub declaration,
/// as `swift-symbolgraph-extract` renders it from the built stub modules, must equal the
/// declaration copied from its developer.apple.com page in `Documented/declarations.tsv`, and
/// every documented row must still have its stub.
///
/// Compared after collapsing whitespace and dropping what the two renderings spell differently
/// on purpose: access (`public`, absent from Apple's pages), `@MainActor`/`@preconcurrency` on
/// members (Apple shows them on the type; the symbol graph spells inherited isolation out),
/// `@export(implementation)`, `@inlinable` and `@frozen` (ABI attributes: Apple's pages show some,
/// a stub needs none) and accessor lists (`{ get set }`: the symbol graph renders stored and
/// computed properties differently). Types keep `@MainActor`: a stub type's isolation must be
/// Apple's. Symbols whose documentation starts with "Stub machinery" are the stub's own
/// plumbing (a primitive view's `Never` body, a placeholder), not Apple API, and are skipped, as
/// are the members the symbol graph synthesizes on every conforming type (one row per member).
@Suite("Stub drift")
struct DriftTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Row {
    let key: String
    let url: String
    let declaration: String
  }

  static func documented() throws -> [String: Row] {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("Documented/declarations.tsv"), encoding: .utf8
    )
    var rows: [String: Row] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 3 else { continue }
      rows[fields[0]] = Row(key: fields[0], url: fields[1], declaration: fields[2])
    }
    return rows
  }

  static func normalized(_ declaration: String, isMember: Bool) -> String {
    // A `@MainActor` closure type is `@Sendable` too; the compiler spells that out, pages don't.
    let declaration = declaration.replacingOccurrences(
      of: "@MainActor @Sendable (", with: "@MainActor (")
    var words = declaration.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    // `final`: Core Foundation types such as `CGColor` import as final classes, which their
    // pages do not show; `open`: a class apps subclass (`UIHostingController`) is open, which
    // pages do not show either (the UIKit check drops both too).
    let dropped = ["public", "open", "final", "@export(implementation)", "@inlinable", "@frozen"]
    let memberOnly = ["@MainActor", "@preconcurrency"]
    words.removeAll { dropped.contains($0) || (isMember && memberOnly.contains($0)) }
    var text = words.joined(separator: " ")
    // Xcode 27's pages spell the view builder `@ContentBuilder`, which the ViewBuilder page
    // documents as a type alias of `ViewBuilder`: the same attribute.
    text = text.replacingOccurrences(of: "@ContentBuilder", with: "@ViewBuilder")
    for accessors in [" { get set }", " { get }", " { get nonmutating set }"]
    where text.hasSuffix(accessors) {
      text.removeLast(accessors.count)
    }
    for (from, to) in [(" :", ":"), ("( ", "("), (" )", ")")] {
      text = text.replacingOccurrences(of: from, with: to)
    }
    return text
  }

  /// The stub modules' symbols, extracted from the test build's module files.
  static func extracted() throws -> [String: String] {
    let modules = packageRoot.appendingPathComponent(".build/debug/Modules")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftui-check-symbols-\(getpid())")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    #if arch(arm64)
    let triple = "aarch64-unknown-linux-gnu"
    #else
    let triple = "x86_64-unknown-linux-gnu"
    #endif
    // The stub re-exports Combine (OpenCombine), whose C helper module must be found too.
    let helpers = packageRoot.appendingPathComponent(
      ".build/\(triple)/debug/COpenCombineHelpers.build/module.modulemap")
    var declarations: [String: String] = [:]
    for module in ["SwiftUI", "Accessibility", "CoreGraphics"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "swift-symbolgraph-extract", "-module-name", module, "-target", triple,
        "-I", modules.path, "-Xcc", "-fmodule-map-file=\(helpers.path)",
        "-output-dir", output.path, "-minimum-access-level", "public",
      ]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "swift-symbolgraph-extract failed for \(module)")
      let data = try Data(
        contentsOf: output.appendingPathComponent("\(module).symbols.json"))
      let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
      // Names declared more than once (overloads) are keyed with their page's suffix.
      var seen: Set<String> = []
      var overloaded: Set<String> = []
      for symbol in graph.symbols {
        let key = symbol.pathComponents.joined(separator: "/")
        if !seen.insert(key).inserted { overloaded.insert(key) }
      }
      for symbol in graph.symbols
      where symbol.location?.uri.contains("/Sources/\(module)/") == true
        && symbol.docComment?.lines.first?.text.hasPrefix("Stub machinery") != true
        && !symbol.identifier.precise.contains("::SYNTHESIZED::")
      {
        var key = symbol.pathComponents.joined(separator: "/")
        if overloaded.contains(key) { key += overloadSuffix(of: symbol) }
        declarations[key] = symbol.declarationFragments.map(\.spelling).joined()
      }
    }
    return declarations
  }

  /// The `-1asy` that Apple's page address adds to an overloaded name (`init(_:action:)-1asy`),
  /// read from the page the stub symbol cites, so that overloads get one row each; empty for a
  /// name that is not overloaded (the caller asks only for overloaded names).
  static func overloadSuffix(of symbol: SymbolGraph.Symbol) -> String {
    guard let line = symbol.docComment?.lines.first?.text,
      let start = line.range(of: "<https://"),
      let end = line.range(of: ">", range: start.upperBound..<line.endIndex)
    else { return "" }
    let last = line[start.upperBound..<end.lowerBound].split(separator: "/").last ?? ""
    guard let close = last.lastIndex(of: ")"), last[close...].hasPrefix(")-") else { return "" }
    return String(last[last.index(after: close)...])
  }

  struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
      struct Fragment: Decodable { let spelling: String }
      struct Location: Decodable { let uri: String }
      struct Identifier: Decodable { let precise: String }
      struct DocComment: Decodable {
        struct Line: Decodable { let text: String }
        let lines: [Line]
      }
      let identifier: Identifier
      let pathComponents: [String]
      let declarationFragments: [Fragment]
      let location: Location?
      let docComment: DocComment?
    }
    let symbols: [Symbol]
  }

  @Test func everyStubDeclarationMatchesItsDocumentationPage() throws {
    let documented = try Self.documented()
    let stubs = try Self.extracted()
    #expect(!stubs.isEmpty)
    for (key, declaration) in stubs.sorted(by: { $0.key < $1.key }) {
      guard let row = documented[key] else {
        Issue.record("\(key): no documented declaration (\(declaration))")
        continue
      }
      let isMember = key.contains("/")
      #expect(
        Self.normalized(declaration, isMember: isMember)
          == Self.normalized(row.declaration, isMember: isMember),
        "\(key) drifted from \(row.url)")
    }
    for key in documented.keys.sorted() where stubs[key] == nil {
      Issue.record("\(key): documented but not declared by a stub")
    }
  }
}
