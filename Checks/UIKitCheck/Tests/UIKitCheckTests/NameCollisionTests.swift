import Foundation
import Testing

/// Guards against the error that kept the package from building in Xcode: a public member of
/// one of our UIKit classes that shares its name with a member UIKit already declares on the
/// superclass chain, without being an `override` of it (`StepperControl.state` once met
/// `UIControl.state`).
///
/// The stubs declare only what we call, so the compiler here cannot see such a clash. The names
/// Swift sees on each UIKit and Core Animation class are in `Documented/inherited-members.tsv`
/// (names and kinds from their developer.apple.com pages, collected from an iPhoneOS 16.5 SDK).
/// Each of our public or open members (from the symbol graph of `ControlKitUIKit`, so members
/// declared in extensions count too) whose name is on its chain must be an override; an
/// override compiles here only if the stub declares Apple's member, so every name we share with
/// UIKit is then checked by the compiler as Xcode will check it.
@Suite("Names we share with UIKit")
struct NameCollisionTests {
  /// Superclass chains, as the file's header gives them.
  static let chains: [String: [String]] = [
    "NSObject": ["NSObject"],
    "UIResponder": ["UIResponder", "NSObject"],
    "UIView": ["UIView", "UIResponder", "NSObject"],
    "UIControl": ["UIControl", "UIView", "UIResponder", "NSObject"],
    "UIButton": ["UIButton", "UIControl", "UIView", "UIResponder", "NSObject"],
    "UITextField": ["UITextField", "UIControl", "UIView", "UIResponder", "NSObject"],
    "UIImageView": ["UIImageView", "UIView", "UIResponder", "NSObject"],
    "UILabel": ["UILabel", "UIView", "UIResponder", "NSObject"],
    "UIActivityIndicatorView": ["UIActivityIndicatorView", "UIView", "UIResponder", "NSObject"],
    "CALayer": ["CALayer", "NSObject"],
    "CAShapeLayer": ["CAShapeLayer", "CALayer", "NSObject"],
  ]

  /// One inherited member: its class, name (a nested type's last component) and kind.
  struct Inherited {
    let owner: String
    let name: String
    let kind: String
  }

  /// The inherited members by name, for each UIKit class.
  static func inherited() throws -> [String: [String: Inherited]] {
    let text = try String(
      contentsOf: SymbolGraphExtraction.packageRoot.appendingPathComponent(
        "Documented/inherited-members.tsv"), encoding: .utf8)
    var byClass: [String: [String: Inherited]] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t").map(String.init)
      guard fields.count == 3 else { continue }
      let name = fields[1].split(separator: ".").last.map(String.init) ?? fields[1]
      byClass[fields[0], default: [:]][name] = Inherited(
        owner: fields[0], name: name, kind: fields[2])
    }
    return byClass
  }

  struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
      struct Identifier: Decodable { let precise: String }
      struct Names: Decodable { let title: String }
      let identifier: Identifier
      let names: Names
      let pathComponents: [String]
      let accessLevel: String
    }
    struct Relationship: Decodable {
      let kind: String
      let source: String
      let target: String
      let targetFallback: String?
    }
    let symbols: [Symbol]
    let relationships: [Relationship]
  }

  /// A public or open member of one of our classes whose name UIKit already uses up its chain.
  struct Clash: CustomStringConvertible {
    let member: String
    let inherited: Inherited
    let isOverride: Bool
    var description: String {
      "\(member) shares its name with \(inherited.owner).\(inherited.name) (\(inherited.kind))"
    }
  }

  /// Every clash in `ControlKitUIKit`, with whether it is an override, and the number of our
  /// members that were compared.
  static func clashes() throws -> (clashes: [Clash], compared: Int) {
    let inherited = try inherited()
    let graph = try JSONDecoder().decode(
      SymbolGraph.self, from: SymbolGraphExtraction.graph(of: "ControlKitUIKit"))
    let symbols = Dictionary(graph.symbols.map { ($0.identifier.precise, $0) }) { a, _ in a }
    // Our types (classes, and protocols constrained to a UIKit class) and their UIKit base.
    var base: [String: String] = [:]
    for relation in graph.relationships where relation.kind == "inheritsFrom" {
      let name = relation.targetFallback?.split(separator: ".").last.map(String.init) ?? ""
      if chains[name] != nil { base[relation.source] = name }
    }
    let overrides = Set(graph.relationships.filter { $0.kind == "overrides" }.map(\.source))
    var clashes: [Clash] = []
    var compared = 0
    for relation in graph.relationships where relation.kind == "memberOf" {
      guard let owner = base[relation.target], let member = symbols[relation.source],
        member.accessLevel == "public" || member.accessLevel == "open"
      else { continue }
      compared += 1
      for uikitClass in chains[owner] ?? [] {
        guard let match = inherited[uikitClass]?[member.names.title] else { continue }
        clashes.append(
          Clash(
            member: member.pathComponents.joined(separator: "."), inherited: match,
            isOverride: overrides.contains(member.identifier.precise)))
        break
      }
    }
    return (clashes, compared)
  }

  @Test func noPublicMemberReusesAnInheritedNameWithoutOverridingIt() throws {
    let (clashes, compared) = try Self.clashes()
    // Not vacuous: every class's members were read, and known overrides are seen as such.
    #expect(compared > 100, "only \(compared) members of our UIKit classes were compared")
    #expect(clashes.contains { $0.member == "StepperControl.isEnabled" && $0.isOverride })
    #expect(
      clashes.contains { $0.member == "TouchAreaButton.point(inside:with:)" && $0.isOverride })
    for clash in clashes where !clash.isOverride {
      Issue.record(
        """
        \(clash) but does not override it: Xcode rejects this (or shadows UIKit's member). \
        Rename ours, or, if it means what UIKit's means, declare UIKit's member in the stub \
        (cited) and override it.
        """)
    }
  }

  @Test func theFileListsUIKitsMembers() throws {
    let inherited = try Self.inherited()
    #expect(inherited.values.reduce(0) { $0 + $1.count } > 550)
    #expect(inherited["UIControl"]?["state"]?.kind == "Instance Property")
    #expect(inherited["NSObject"]?["accessibilityIncrement()"] != nil)
    for owner in inherited.keys { #expect(Self.chains[owner] != nil, "no chain for \(owner)") }
  }
}
