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
    var path: [Int] = []
    return search(root, point: point, direction: direction, path: &path) ? path : nil
  }

  /// Searches `node` with `point` in its parent's coordinates; appends the winning indices.
  private static func search(
    _ node: HitTestNode, point: Point, direction: WritingDirection, path: inout [Int]
  ) -> Bool {
    guard node.acceptsTouches else { return false }
    let local = Point(x: point.x - node.frame.minX, y: point.y - node.frame.minY)
    let inside = node.touchableArea(direction: direction).contains(local)
    if !inside && node.clipsToBounds { return false }
    for index in node.children.indices.reversed() {
      path.append(index)
      if search(node.children[index], point: local, direction: direction, path: &path) {
        return true
      }
      path.removeLast()
    }
    return inside && !node.passesTouchesThrough
  }
}
