import PropertyBased
import Synchronization
import Testing

@testable import ControlKit

/// Random trees, random points: the hit-tester against its own contract and against a reference
/// implementation written another way (a flat scan over the nodes in paint order).
@Suite("HitTester properties")
struct HitTesterPropertyTests {
  /// Reads numbers off a generated tape to build a tree; an exhausted tape reads zeros, so every
  /// tape (including shrunk ones) builds some tree.
  private struct Tape {
    var values: [Int]
    var position = 0

    mutating func next(_ bound: Int) -> Int {
      defer { position += 1 }
      guard position < values.count else { return 0 }
      return values[position] % bound
    }
  }

  private static let alphas: [Double] = [1, 1, 1, 0.5, 0.02, 0.01, 0]

  /// Builds a node from the tape; frames mostly fall in 0...200 so random points hit often.
  private static func node(_ tape: inout Tape, depth: Int, counter: inout Int) -> HitTestNode {
    counter += 1
    let id = HitTestNode.ID("n\(counter)")
    let frame = Rect(
      x: Double(tape.next(140) - 20), y: Double(tape.next(140) - 20),
      width: Double(tape.next(120)), height: Double(tape.next(120)))
    let area: TouchArea
    switch tape.next(5) {
    case 1:
      area = .expanded(
        by: Insets(
          top: Double(tape.next(21)), leading: Double(tape.next(21)), bottom: Double(tape.next(21)),
          trailing: Double(tape.next(21))))
    case 2: area = .minimumSize(TouchArea.recommendedMinimumSize)
    case 3: area = .minimumSize(Size(width: Double(tape.next(80)), height: Double(tape.next(80))))
    default: area = .none
    }
    let isHidden = tape.next(9) == 0
    let isEnabled = tape.next(9) != 0
    let alpha = alphas[tape.next(alphas.count)]
    let passes = tape.next(4) == 0
    let clips = tape.next(3) != 0
    let childCount = depth < 3 ? tape.next(4) : 0
    var children: [HitTestNode] = []
    for _ in 0..<childCount {
      children.append(node(&tape, depth: depth + 1, counter: &counter))
    }
    return HitTestNode(
      id: id, frame: frame, isHidden: isHidden, isEnabled: isEnabled, alpha: alpha,
      touchArea: area, passesTouchesThrough: passes, clipsToBounds: clips, children: children)
  }

  /// A visible 200 × 200 root (which may pass touches through or not clip) over random subtrees.
  private static func tree(_ values: [Int]) -> HitTestNode {
    var tape = Tape(values: values)
    var counter = 0
    let passes = tape.next(2) == 0
    let clips = tape.next(2) == 0
    var children: [HitTestNode] = []
    for _ in 0...tape.next(4) {
      children.append(node(&tape, depth: 1, counter: &counter))
    }
    return HitTestNode(
      id: "root", frame: Rect(x: 0, y: 0, width: 200, height: 200), passesTouchesThrough: passes,
      clipsToBounds: clips, children: children)
  }

  /// A node with everything the reference needs, already in root coordinates.
  private struct Flat {
    var path: [Int]
    var area: Rect
    var reachable: Bool
    var takesTouch: Bool
  }

  /// The reference: a flat scan over every node in paint order.
  ///
  /// Nodes are listed parent before children, back to front, with
  /// their touch areas in root coordinates; a node is reachable when it and all its ancestors accept
  /// touches and every clipping ancestor's area holds the point. The target is the last reachable
  /// node in paint order whose own area holds the point and that does not pass touches through.
  private static func reference(
    _ point: Point, in root: HitTestNode, direction: WritingDirection
  ) -> [Int]? {
    var flat: [Flat] = []
    var stack: [(node: HitTestNode, path: [Int], origin: Point, reachable: Bool)] = [
      (root, [], .zero, true)
    ]
    while let (node, path, parentOrigin, parentReachable) = stack.popLast() {
      let origin = parentOrigin.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
      let area = node.touchArea.area(for: node.bounds, direction: direction)
        .offsetBy(dx: origin.x, dy: origin.y)
      let accepts = !node.isHidden && node.isEnabled && node.alpha > 0.01
      let reachable = parentReachable && accepts
      flat.append(
        Flat(
          path: path, area: area, reachable: reachable,
          takesTouch: reachable && area.contains(point) && !node.passesTouchesThrough))
      let childrenReachable = reachable && (!node.clipsToBounds || area.contains(point))
      // Push in reverse so the first child is popped first: plain pre-order (paint order).
      for index in node.children.indices.reversed() {
        stack.append((node.children[index], path + [index], origin, childrenReachable))
      }
    }
    return flat.last(where: \.takesTouch)?.path
  }

  private static func node(at path: [Int], in root: HitTestNode) -> (HitTestNode, Point, Bool) {
    var node = root
    var origin = Point(x: root.frame.minX, y: root.frame.minY)
    var allAccept = root.acceptsTouches
    for index in path {
      node = node.children[index]
      origin = origin.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
      allAccept = allAccept && node.acceptsTouches
    }
    return (node, origin, allAccept)
  }

  private static let tapes = Gen.int(in: 0...100_000).array(of: 10...150)
  private static let coordinates = Gen.double(in: -40...240)

  @Test func targetAcceptsTouchesAndHoldsThePoint() async {
    let hits = Mutex(0)
    await propertyCheck(count: 300, input: Self.tapes, Self.coordinates, Self.coordinates) {
      values, x, y in
      let root = Self.tree(values)
      let point = Point(x: x, y: y)
      guard let path = HitTester.hitTestIndexPath(point, in: root) else { return }
      hits.withLock { $0 += 1 }
      let (target, origin, allAccept) = Self.node(at: path, in: root)
      #expect(allAccept, "target or an ancestor is hidden, disabled or transparent")
      #expect(!target.isHidden && target.isEnabled && target.alpha > 0.01)
      #expect(!target.passesTouchesThrough)
      let area = target.touchableArea().offsetBy(dx: origin.x, dy: origin.y)
      #expect(area.contains(point), "\(point) outside \(area)")
      #expect(HitTester.hitTest(point, in: root) == target.id)
    }
    // Guards against a generator that never produces a hit (which would make this test vacuous).
    #expect(hits.withLock { $0 } > 30)
  }

  @Test(arguments: WritingDirection.allCases)
  func matchesTheFlatReference(direction: WritingDirection) async {
    await propertyCheck(count: 300, input: Self.tapes, Self.coordinates, Self.coordinates) {
      values, x, y in
      let root = Self.tree(values)
      let point = Point(x: x, y: y)
      #expect(
        HitTester.hitTestIndexPath(point, in: root, direction: direction)
          == Self.reference(point, in: root, direction: direction))
    }
  }

  @Test func referenceAgreesOnAHandBuiltTree() {
    // Sanity check of the reference itself on a tree whose answer is known.
    let root = HitTestNode(
      id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100),
      children: [
        HitTestNode(id: "a", frame: Rect(x: 0, y: 0, width: 50, height: 50)),
        HitTestNode(
          id: "b", frame: Rect(x: 25, y: 25, width: 50, height: 50), passesTouchesThrough: true,
          children: [HitTestNode(id: "c", frame: Rect(x: 0, y: 0, width: 10, height: 10))]),
      ])
    #expect(Self.reference(Point(x: 30, y: 30), in: root, direction: .leftToRight) == [1, 0])
    #expect(Self.reference(Point(x: 40, y: 40), in: root, direction: .leftToRight) == [0])
    #expect(Self.reference(Point(x: 60, y: 60), in: root, direction: .leftToRight) == [])
    #expect(HitTester.hitTestIndexPath(Point(x: 40, y: 40), in: root) == [0])
  }
}
