import Testing

@testable import ControlKit

/// Trees far deeper than any recursion could handle: built, searched, compared and dropped in
/// constant stack space (the recursive search overflowed the stack at 10k levels in debug).
@Suite("Hit-testing deep trees")
struct HitTesterDeepTreeTests {
  static let depth = 100_000

  /// A chain of `depth` nodes below the root, each 100 × 100 at its parent's origin; the
  /// deepest one is `leaf` and hidden if `hiddenLeaf`.
  static func chain(depth: Int = depth, hiddenLeaf: Bool = false) -> HitTestNode {
    var node = HitTestNode(
      id: "leaf", frame: Rect(x: 0, y: 0, width: 100, height: 100), isHidden: hiddenLeaf)
    for level in (0..<depth).reversed() {
      node = HitTestNode(
        id: level == 0 ? "root" : "level",
        frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [node])
    }
    return node
  }

  @Test func theDeepestNodeOfAHundredThousandLevelsIsHit() {
    let root = Self.chain()
    let path = HitTester.hitTestIndexPath(Point(x: 50, y: 50), in: root)
    #expect(path?.count == Self.depth)
    #expect(path?.allSatisfy { $0 == 0 } == true)
    #expect(HitTester.hitTest(Point(x: 50, y: 50), in: root) == "leaf")
  }

  @Test func aHiddenLeafFallsBackToItsParentAtDepth() {
    let root = Self.chain(hiddenLeaf: true)
    #expect(HitTester.hitTestIndexPath(Point(x: 50, y: 50), in: root)?.count == Self.depth - 1)
    #expect(HitTester.hitTest(Point(x: 50, y: 50), in: root) == "level")
  }

  @Test func deepTreesCompareHashAndDropWithoutRecursion() {
    let first = Self.chain()
    let second = Self.chain()
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != Self.chain(hiddenLeaf: true))
    var copies = [first, first, second]
    copies.removeAll()
    #expect(copies.isEmpty)
  }

  @Test func shallowResultsMatchTheRuleForEachDepth() {
    for depth in [0, 1, 2, 5] {
      let root = Self.chain(depth: depth)
      #expect(HitTester.hitTestIndexPath(Point(x: 50, y: 50), in: root)?.count == depth)
      #expect(HitTester.hitTestIndexPath(Point(x: -5, y: 50), in: root) == nil)
    }
  }
}
