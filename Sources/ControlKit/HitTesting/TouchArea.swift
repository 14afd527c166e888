/// How far a node's touch area reaches beyond its bounds.
///
/// Small targets are hard to hit: the article enlarges a 20-point button by 20 points on every side
/// (`CGRectInset(self.bounds, -20, -20)` in an overridden `hitTest:withEvent:`), and Apple's
/// guidelines ask for at least 44 × 44 points. A touch area only ever grows the bounds; it never
/// shrinks them.
///
/// Sign convention: ``Insets`` measure inward (as `CGRectInset` and `UIEdgeInsets` do, so
/// ``Rect/inset(by:direction:)`` grows a rectangle for negative values), while ``expanded(by:)`` names the
/// growth. Since a touch area only grows, ``expanded(by:)`` reads each inset's magnitude: the
/// article's `CGRectInset(bounds, -20, -20)` ported as `.expanded(by: Insets(all: -20))` and the
/// outward `.expanded(by: Insets(all: 20))` are the same 20-point growth. A negative inset is
/// never ignored.
///
/// ```swift
/// TouchArea.minimumSize(TouchArea.recommendedMinimumSize)
///   .area(for: Rect(x: 0, y: 0, width: 28, height: 28))
/// // [-8, -8, 44×44]
/// ```
public enum TouchArea: Hashable, Sendable {
  /// The bounds exactly, as UIKit's default `point(inside:with:)`.
  case none
  /// The bounds grown outwards by each inset's magnitude: `Insets(all: 20)` and the
  /// `CGRectInset`-style `Insets(all: -20)` both grow every edge by 20 (the area never shrinks;
  /// a NaN inset grows nothing).
  ///
  /// Leading and trailing are resolved for the hit-test's writing direction.
  case expanded(by: Insets)
  /// The bounds grown symmetrically around their centre to at least this size in each dimension.
  case minimumSize(Size)

  /// The minimum touch target Apple's Human Interface Guidelines recommend: 44 × 44 points.
  public static let recommendedMinimumSize = Size(width: 44, height: 44)

  /// The area that accepts touches for a node whose own bounds are `bounds`.
  ///
  /// - Parameters:
  ///   - bounds: The node's bounds in its own coordinates.
  ///   - direction: Resolves leading and trailing insets of ``expanded(by:)``.
  public func area(for bounds: Rect, direction: WritingDirection = .leftToRight) -> Rect {
    switch self {
    case .none:
      return bounds
    case .expanded(let insets):
      let grow = insets.outwardMagnitudes
      let left = direction == .leftToRight ? grow.leading : grow.trailing
      let right = direction == .leftToRight ? grow.trailing : grow.leading
      return Rect(
        x: bounds.minX - left, y: bounds.minY - grow.top,
        width: max(0, bounds.width) + left + right,
        height: max(0, bounds.height) + grow.top + grow.bottom)
    case .minimumSize(let minimum):
      let width = max(bounds.width, minimum.width, 0)
      let height = max(bounds.height, minimum.height, 0)
      return Rect.centered(at: bounds.center, size: Size(width: width, height: height))
    }
  }
}
