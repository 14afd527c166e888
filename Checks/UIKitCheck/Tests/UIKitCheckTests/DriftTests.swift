import Foundation
import Testing

/// Guards the stubs against drifting from Apple's documentation: every public stub declaration,
/// as `swift-symbolgraph-extract` renders it from the built stub modules, must equal the
/// declaration copied from its developer.apple.com page in `Documented/declarations.tsv`, and
/// every documented row must still have its stub.
///
/// Compared after collapsing whitespace and dropping what the two renderings spell differently
/// on purpose: access (`open`/`public`, absent from Apple's pages), `override` and `required`
/// (Apple's pages leave them out), `optional` (the stub's delegate methods are required so that a
/// misspelled one fails to compile), `@MainActor` on members (Apple shows it on the type; the
/// members inherit it, and the symbol graph spells the inherited isolation out) and `{ get set }`
/// (absent from a stored property in the symbol graph). Types keep `@MainActor`: a stub type's
/// isolation must be Apple's.
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
    var words = declaration.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    // `@NSCopying` needs `NSCopying`, which the Linux `NSObject` lacks; Apple's `class let`
    // cannot be written in Swift source and the stub says `static let`.
    let dropped = ["open", "public", "optional", "final", "override", "required", "@NSCopying"]
    words.removeAll { dropped.contains($0) || (isMember && $0 == "@MainActor") }
    var text = words.joined(separator: " ")
      .replacingOccurrences(of: "class let ", with: "static let ")
    // A stored property has no accessor list in the symbol graph; Apple's pages write it out.
    if text.hasSuffix(" { get set }") { text.removeLast(" { get set }".count) }
    for (from, to) in [(" :", ":"), ("( ", "("), (" )", ")")] {
      text = text.replacingOccurrences(of: from, with: to)
    }
    return text
  }

  /// The stub modules' symbols, extracted from the test build's module files.
  static func extracted() throws -> [String: String] {
    var declarations: [String: String] = [:]
    for module in ["UIKit", "QuartzCore", "CoreGraphics", "CoreText"] {
      let data = try SymbolGraphExtraction.graph(of: module)
      let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
      for symbol in graph.symbols where symbol.location?.uri.contains("/Sources/\(module)/") == true
      {
        let key = symbol.pathComponents.joined(separator: "/")
        declarations[key] = symbol.declarationFragments.map(\.spelling).joined()
      }
    }
    return declarations
  }

  struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
      struct Fragment: Decodable { let spelling: String }
      struct Location: Decodable { let uri: String }
      let pathComponents: [String]
      let declarationFragments: [Fragment]
      let location: Location?
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
