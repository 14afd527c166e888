extension HitTestNode {
  /// Whether two trees are equal node for node; iterative, so any depth is fine.
  ///
  /// - Complexity: O(n) in the number of nodes.
  public static func == (lhs: HitTestNode, rhs: HitTestNode) -> Bool {
    var pending = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      guard left.hasSameOwnProperties(as: right) else { return false }
      let leftChildren = left.children
      let rightChildren = right.children
      guard leftChildren.count == rightChildren.count else { return false }
      pending.append(contentsOf: zip(leftChildren, rightChildren))
    }
    return true
  }

  /// Hashes the whole tree in depth-first order; iterative, so any depth is fine.
  ///
  /// - Complexity: O(n) in the number of nodes.
  public func hash(into hasher: inout Hasher) {
    var pending = [self]
    while let node = pending.popLast() {
      hasher.combine(node.id)
      hasher.combine(node.frame)
      hasher.combine(node.isHidden)
      hasher.combine(node.isEnabled)
      hasher.combine(node.alpha)
      hasher.combine(node.touchArea)
      hasher.combine(node.passesTouchesThrough)
      hasher.combine(node.clipsToBounds)
      let children = node.children
      hasher.combine(children.count)
      pending.append(contentsOf: children.reversed())
    }
  }

  /// Whether every property but the children is equal.
  private func hasSameOwnProperties(as other: HitTestNode) -> Bool {
    id == other.id && frame == other.frame && isHidden == other.isHidden
      && isEnabled == other.isEnabled && alpha == other.alpha && touchArea == other.touchArea
      && passesTouchesThrough == other.passesTouchesThrough
      && clipsToBounds == other.clipsToBounds
  }
}
