/// Where each part of the stepper sits: the − and + icons, their enlarged touch areas and the field.
///
/// The article's `layoutSubviews` places, for a width `w` and height `h`: the − icon at
/// `(0, (h − 28)/2, 28, 28)`, its touch area at `(0, 0, 42, h)`, the field at `(42, 0, 90, h)`,
/// the + icon at `(w − 28, (h − 28)/2, 28, 28)` and the + touch area at `(42 + 90, 0, 42, h)`.
/// That last x is fixed, so it only lines up with the + icon at `w = 174`: wider, the + touch area
/// floats in the middle and the icon's outer part cannot be tapped; narrower, it runs off the
/// view. This layout follows the bounds instead:
///
/// - Each touch area is `touchAreaWidth` wide (44 by default, the article's 42) and as tall as
///   the bounds, at its end of the bounds; when the bounds are narrower than two touch areas,
///   each gets half the width. At the style's ``StepperStyle/naturalSize`` (178 × 44 by default)
///   each is 44 × 44, Apple's minimum; bounds lower than the style's height give lower areas, so
///   give the control at least that height.
/// - Each icon is `iconSide` (28) square, no larger than its touch area's width or the height,
///   vertically centred, against the outer edge of its touch area (as in the article).
/// - The field takes whatever lies between the touch areas, never a negative width: 90 at the
///   natural width (178; the article's 174), wider in wider bounds.
/// - In cart mode at the minimum (`isDecrementHidden`), the field also takes the hidden −'s
///   touch area, so the visible content (field and +) spans the bounds and sits centred in them
///   instead of leaving an empty square at one end. The + does not move, so nothing reflows under
///   a finger that was about to press it, and a press where − was lands in the field.
/// - Right-to-left mirrors every frame inside the bounds: + on the left, − on the right.
///
/// Negative or NaN bounds sizes count as zero. All frames are in the bounds' coordinates (they
/// include the bounds' origin).
///
/// ```swift
/// let layout = StepperLayout.layout(
///   bounds: Rect(x: 0, y: 0, width: 178, height: 44), style: .standard, direction: .leftToRight)
/// layout.field               // [44, 0, 90×44]
/// layout.incrementTouchArea  // [134, 0, 44×44]
/// layout.part(at: Point(x: 140, y: 2))  // .increment
/// ```
public struct StepperLayout: Hashable, Sendable {
  /// A part of the stepper that a point can hit.
  public enum Part: String, Hashable, Sendable, CaseIterable {
    /// The − button (its enlarged touch area).
    case decrement
    /// The number field.
    case field
    /// The + button (its enlarged touch area).
    case increment
  }

  /// The bounds the layout was computed for.
  public var bounds: Rect
  /// The direction it was laid out in.
  public var direction: WritingDirection
  /// The − icon.
  public var decrementIcon: Rect
  /// The area that takes touches for −: full height, over the icon.
  public var decrementTouchArea: Rect
  /// The number field.
  public var field: Rect
  /// The + icon.
  public var incrementIcon: Rect
  /// The area that takes touches for +: full height, over the icon.
  public var incrementTouchArea: Rect

  /// Creates a layout from its frames; to compute one, use
  /// ``layout(bounds:style:direction:isDecrementHidden:)``.
  public init(
    bounds: Rect, direction: WritingDirection, decrementIcon: Rect, decrementTouchArea: Rect,
    field: Rect, incrementIcon: Rect, incrementTouchArea: Rect
  ) {
    self.bounds = bounds
    self.direction = direction
    self.decrementIcon = decrementIcon
    self.decrementTouchArea = decrementTouchArea
    self.field = field
    self.incrementIcon = incrementIcon
    self.incrementTouchArea = incrementTouchArea
  }

  /// Lays the stepper out in `bounds`; see the type's documentation for the rules.
  ///
  /// - Parameters:
  ///   - bounds: The control's rectangle.
  ///   - style: The touch-area width, icon side and field sizes.
  ///   - direction: Right to left mirrors every frame (− on the right).
  ///   - isDecrementHidden: Cart mode at the minimum (``StepperPresentation/isDecrementHidden``):
  ///     the field widens over the hidden −.
  /// - Complexity: O(1), no allocation.
  public static func layout(
    bounds: Rect, style: StepperStyle = .standard, direction: WritingDirection = .leftToRight,
    isDecrementHidden: Bool = false
  ) -> StepperLayout {
    let width = bounds.width.nonNegativeLength
    let height = bounds.height.nonNegativeLength
    let touch = min(style.touchAreaWidth.nonNegativeLength, width / 2)
    let icon = min(style.iconSide.nonNegativeLength, touch, height)
    let x0 = bounds.minX
    let y0 = bounds.minY
    let iconY = y0 + (height - icon) / 2
    var frames = StepperLayout(
      bounds: bounds, direction: direction,
      decrementIcon: Rect(x: x0, y: iconY, width: icon, height: icon),
      decrementTouchArea: Rect(x: x0, y: y0, width: touch, height: height),
      field: isDecrementHidden
        ? Rect(x: x0, y: y0, width: max(0, width - touch), height: height)
        : Rect(x: x0 + touch, y: y0, width: max(0, width - 2 * touch), height: height),
      incrementIcon: Rect(x: x0 + width - icon, y: iconY, width: icon, height: icon),
      incrementTouchArea: Rect(x: x0 + width - touch, y: y0, width: touch, height: height))
    if direction == .rightToLeft {
      // Reflecting inside 0..<(2·x0 + width) maps x0...x0 + width onto itself.
      let span = 2 * x0 + width
      frames.decrementIcon = frames.decrementIcon.mirrored(inWidth: span)
      frames.decrementTouchArea = frames.decrementTouchArea.mirrored(inWidth: span)
      frames.field = frames.field.mirrored(inWidth: span)
      frames.incrementIcon = frames.incrementIcon.mirrored(inWidth: span)
      frames.incrementTouchArea = frames.incrementTouchArea.mirrored(inWidth: span)
    }
    return frames
  }

  /// The stepper as a ``HitTestNode`` to place in a larger tree: a node with the bounds as its
  /// frame that passes touches through (the gaps take nothing) and has the field and the two
  /// touch areas as children, named after ``Part``'s raw values.
  ///
  /// - Parameters:
  ///   - id: The stepper node's identifier.
  ///   - isDecrementHidden: Cart mode at the minimum: the − touch area takes no touches.
  ///   - minimumTouchSize: When set, each button's touch area grows around its centre to at least
  ///     this size (``TouchArea/minimumSize(_:)``), past the bounds if need be (the stepper node
  ///     then does not clip): UIKit's 44 × 44 points on a 30-point-high stepper. Nil keeps the
  ///     touch areas as laid out.
  public func hitTestNode(
    id: HitTestNode.ID, isDecrementHidden: Bool = false, minimumTouchSize: Size? = nil
  ) -> HitTestNode {
    let origin = bounds.origin
    func local(_ rect: Rect) -> Rect { rect.offsetBy(dx: -origin.x, dy: -origin.y) }
    let buttonArea = minimumTouchSize.map(TouchArea.minimumSize) ?? .none
    return HitTestNode(
      id: id, frame: bounds, passesTouchesThrough: true, clipsToBounds: minimumTouchSize == nil,
      children: [
        HitTestNode(id: HitTestNode.ID(Part.field.rawValue), frame: local(field)),
        HitTestNode(
          id: HitTestNode.ID(Part.decrement.rawValue), frame: local(decrementTouchArea),
          isHidden: isDecrementHidden, touchArea: buttonArea),
        HitTestNode(
          id: HitTestNode.ID(Part.increment.rawValue), frame: local(incrementTouchArea),
          touchArea: buttonArea),
      ])
  }

  /// The part `point` (in the bounds' coordinates) hits through the enlarged touch areas, or `nil`
  /// for none (outside the bounds, or on the hidden − in cart mode).
  ///
  /// Found by ``HitTester`` over ``hitTestNode(id:isDecrementHidden:minimumTouchSize:)``, so it
  /// follows the same rules as every other hit-test. Whether a hit button may step (enabled, at a
  /// limit) is the reducer's business, not the geometry's.
  ///
  /// `minimumTouchSize` enlarges the button touch areas as in
  /// ``hitTestNode(id:isDecrementHidden:minimumTouchSize:)``.
  public func part(
    at point: Point, isDecrementHidden: Bool = false, minimumTouchSize: Size? = nil
  ) -> Part? {
    let node = hitTestNode(
      id: "stepper", isDecrementHidden: isDecrementHidden, minimumTouchSize: minimumTouchSize)
    return HitTester.hitTest(point, in: node, direction: direction).flatMap {
      Part(rawValue: $0.name)
    }
  }
}
