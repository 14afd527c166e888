/// The shared, immutable storage of a ``HitTestNode``'s children.
///
/// A tree of plain nested arrays is destroyed recursively (each array releases its elements,
/// which release their arrays), so dropping a tree some 100,000 levels deep would overflow the
/// stack. This box takes its subtree apart level by level in `deinit` instead, so trees of any
/// depth are created, copied and destroyed in constant stack space.
///
/// `nodes` is only written by `deinit` (and by the `deinit` of a box it is taking apart, once
/// that box is known to be uniquely referenced), never while the box is shared, which is what
/// makes the unchecked `Sendable` sound.
final class HitTestChildren: @unchecked Sendable {
  /// The storage for every node without children, shared so leaves allocate nothing.
  static let empty = HitTestChildren([])

  /// The children, back to front.
  private(set) var nodes: [HitTestNode]

  /// Wraps `nodes`.
  init(_ nodes: [HitTestNode]) {
    self.nodes = nodes
  }

  /// Moves the children out (leaving the box empty) when `box` is the only reference to them,
  /// so that the caller releases them one level at a time.
  static func takeNodes(from box: inout HitTestChildren) -> [HitTestNode] {
    guard isKnownUniquelyReferenced(&box) else { return [] }
    defer { box.nodes = [] }
    return box.nodes
  }

  deinit {
    guard nodes.contains(where: { !$0.children.isEmpty }) else { return }
    var pending = nodes
    nodes = []
    while var node = pending.popLast() {
      pending.append(contentsOf: node.takeChildren())
    }
  }
}
