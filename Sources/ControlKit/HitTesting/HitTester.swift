/// Finds the node a point hits in a tree of ``HitTestNode``s, as UIKit's `hitTest(_:with:)` does.
///
/// For each node, starting at the root with the point in the root's parent coordinates:
/// 1. A hidden, disabled or transparent (alpha ≤ 0.01) node is skipped with its whole subtree.
/// 2. The point is converted into the node's coordinates and tested against the node's touch area
///    (its bounds, possibly enlarged by ``TouchArea``). Outside it, the node is skipped with its
///    subtree, unless it does not clip (``HitTestNode/clipsToBounds`` is `false`), in which case
///    only its children are still tried.
/// 3. Children are tried from front (last) to back (first); the first that returns a target wins.
/// 4. Otherwise the node itself is the target if the point is in its area and it does not pass
///    touches through; if it does, the search goes on with the siblings behind it.
///
/// **Overlapping siblings.** Enlarged areas may overlap a sibling's bounds or enlarged area. The
/// front sibling wins wherever its area reaches, even over the real bounds of a sibling behind it,
/// because it is tried first: enlarge a touch area only where nothing behind it needs the space.
/// A pass-through or hit-less front sibling does not win: the search falls back to the one behind.
///
/// - Complexity: O(n) in the number of nodes in the worst case; O(depth) for the usual tree whose
///   siblings do not overlap.
public enum HitTester {
  /// The identifier of the node `point` hits, or `nil` when nothing in `root` takes it.
  ///
  /// - Parameters:
  ///   - point: The point in the coordinates `root.frame` is expressed in (the root's parent).
  ///   - root: The tree to search.
  ///   - direction: Resolves leading and trailing touch-area insets.
  public static func hitTest(
    _ point: Point, in root: HitTestNode, direction: WritingDirection = .leftToRight
  ) -> HitTestNode.ID? {
    guard let path = hitTestIndexPath(point, in: root, direction: direction) else { return nil }
    var node = root
    for index in path { node = node.children[index] }
    return node.id
  }

  /// The child indices leading from `root` to the node `point` hits (`[]` for the root itself), or
  /// `nil` when nothing takes the point.
  ///
  /// The path tells apart nodes that share an identifier and gives the responder chain: every
  /// prefix of the path is an ancestor of the target.
  public static func hitTestIndexPath(
    _ point: Point, in root: HitTestNode, direction: WritingDirection = .leftToRight
  ) -> [Int]? {
    // An explicit stack instead of recursion, so any depth is searched in constant stack space.
    // `stack[k]` is the node at `path.prefix(k)`; each frame counts down the children it has
    // not tried yet, front (last) to back (first).
    guard let rootFrame = Frame(root, point: point, direction: direction) else { return nil }
    var stack = [rootFrame]
    var path: [Int] = []
    while let top = stack.last {
      if top.untried > 0 {
        let index = top.untried - 1
        stack[stack.count - 1].untried = index
        let child = top.node.children[index]
        if let frame = Frame(child, point: top.local, direction: direction) {
          stack.append(frame)
          path.append(index)
        }
      } else {
        // No child took the point: the node itself, unless it passes touches through.
        if top.inside && !top.node.passesTouchesThrough { return path }
        stack.removeLast()
        if !path.isEmpty { path.removeLast() }
      }
    }
    return nil
  }

  /// A node being searched: the point in its coordinates and the children still to try.
  private struct Frame {
    let node: HitTestNode
    let local: Point
    let inside: Bool
    var untried: Int

    /// Enters `node` with `point` in its parent's coordinates, or `nil` when neither the node
    /// nor its children can take the point (rules 1 and 2).
    init?(_ node: HitTestNode, point: Point, direction: WritingDirection) {
      guard node.acceptsTouches else { return nil }
      let local = Point(x: point.x - node.frame.minX, y: point.y - node.frame.minY)
      let inside = node.touchableArea(direction: direction).contains(local)
      if !inside && node.clipsToBounds { return nil }
      self.node = node
      self.local = local
      self.inside = inside
      untried = node.children.count
    }
  }
}
