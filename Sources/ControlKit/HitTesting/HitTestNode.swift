/// One node of a tree that ``HitTester`` searches: a view, a widget or a part of a control.
///
/// Front-ends describe their view tree (or a control describes its parts) with these values and let
/// the one algorithm find the target, so a GTK widget, a UIKit view and a test agree on which node a
/// point hits.
///
/// ```swift
/// let screen = HitTestNode(
///   id: "screen", frame: Rect(x: 0, y: 0, width: 320, height: 480),
///   children: [
///     HitTestNode(
///       id: "close", frame: Rect(x: 10, y: 10, width: 28, height: 28),
///       touchArea: .minimumSize(TouchArea.recommendedMinimumSize))
///   ])
/// HitTester.hitTest(Point(x: 4, y: 4), in: screen)  // "close": inside its 44 × 44 area
/// ```
///
/// Trees may be arbitrarily deep: creating, copying, comparing, hashing, searching and destroying
/// a tree use constant stack space (a chain of 100,000 nodes is fine).
public struct HitTestNode: Hashable, Sendable, Identifiable {
  /// A node's name; it only needs to be unique where callers want to tell results apart.
  public struct ID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public var name: String

    /// Creates an identifier.
    public init(_ name: String) {
      self.name = name
    }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) {
      self.init(value)
    }

    /// The name, for diagnostics.
    public var description: String { name }
  }

  /// The alpha at or below which a node counts as transparent and receives no touches (UIKit's
  /// threshold: `alpha <= 0.01`).
  public static let transparencyThreshold = 0.01

  /// The node's identifier, returned by ``HitTester/hitTest(_:in:direction:)``.
  public var id: ID
  /// The node's rectangle in its parent's coordinates; its own coordinates start at the frame's
  /// origin (no scrolling offset).
  public var frame: Rect
  /// Whether the node is hidden; a hidden node and everything inside it receive no touches.
  public var isHidden: Bool
  /// Whether the node accepts user interaction (UIKit's `isUserInteractionEnabled`); when `false`
  /// neither the node nor its children receive touches.
  public var isEnabled: Bool
  /// The node's opacity; at or below ``transparencyThreshold`` (or NaN) the node and its children
  /// receive no touches.
  public var alpha: Double
  /// How far the node's touch area reaches beyond its bounds.
  public var touchArea: TouchArea
  /// Whether the node itself never becomes the target; its children still may.
  ///
  /// An overlay that must not block what lies under it (a transparent container over a list)
  /// passes touches through: when none of its children is hit, the search continues with the
  /// siblings behind it.
  public var passesTouchesThrough: Bool
  /// Whether children are only reachable through this node's own (possibly enlarged) area.
  ///
  /// `true` is UIKit's behaviour: a point outside a view's `point(inside:with:)` never reaches its
  /// subviews, even ones that overflow the view. `false` lets overflowing children (a raised
  /// centre tab button) receive touches outside the parent's area; the parent itself still needs
  /// the point inside its own area.
  public var clipsToBounds: Bool
  /// The children, back to front: the last child is drawn on top and is tried first.
  ///
  /// Assigning replaces the whole list (O(n) in the number of children); build the list first
  /// and pass it to ``init(id:frame:isHidden:isEnabled:alpha:touchArea:passesTouchesThrough:clipsToBounds:children:)``.
  public var children: [HitTestNode] {
    get { storage.nodes }
    set { storage = newValue.isEmpty ? .empty : HitTestChildren(newValue) }
  }

  /// The children's storage, shared between copies (see ``HitTestChildren``).
  private var storage: HitTestChildren

  /// Creates a node.
  public init(
    id: ID, frame: Rect, isHidden: Bool = false, isEnabled: Bool = true, alpha: Double = 1,
    touchArea: TouchArea = .none, passesTouchesThrough: Bool = false, clipsToBounds: Bool = true,
    children: [HitTestNode] = []
  ) {
    self.id = id
    self.frame = frame
    self.isHidden = isHidden
    self.isEnabled = isEnabled
    self.alpha = alpha
    self.touchArea = touchArea
    self.passesTouchesThrough = passesTouchesThrough
    self.clipsToBounds = clipsToBounds
    storage = children.isEmpty ? .empty : HitTestChildren(children)
  }

  /// Moves the children out when this node is their only owner (else returns `[]`), so that a
  /// tree can be taken apart one level at a time.
  mutating func takeChildren() -> [HitTestNode] {
    HitTestChildren.takeNodes(from: &storage)
  }

  /// The node's bounds in its own coordinates: its frame's size at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// Whether the node (and so its whole subtree) can receive touches at all: not hidden, enabled,
  /// and more opaque than ``transparencyThreshold``.
  public var acceptsTouches: Bool {
    !isHidden && isEnabled && alpha > Self.transparencyThreshold
  }

  /// The area that accepts touches, in the node's own coordinates.
  public func touchableArea(direction: WritingDirection = .leftToRight) -> Rect {
    touchArea.area(for: bounds, direction: direction)
  }
}
