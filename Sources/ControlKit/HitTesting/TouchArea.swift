/// How far a node's touch area reaches beyond its bounds.
///
/// Small targets are hard to hit: the article enlarges a 20-point button by 20 points on every side
/// (`CGRectInset(self.bounds, -20, -20)` in an overridden `hitTest:withEvent:`), and Apple's
/// guidelines ask for at least 44 × 44 points. A touch area only ever grows the bounds; it never
/// shrinks them.
///
/// ```swift
/// TouchArea.minimumSize(TouchArea.recommendedMinimumSize)
///   .area(for: Rect(x: 0, y: 0, width: 28, height: 28))
/// // [-8, -8, 44×44]
/// ```
public enum TouchArea: Hashable, Sendable {
  /// The bounds exactly, as UIKit's default `point(inside:with:)`.
  case none
  /// The bounds grown outwards by each inset (negative insets are ignored: the area never shrinks).
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
      let grow = Insets(
        top: max(0, insets.top), leading: max(0, insets.leading), bottom: max(0, insets.bottom),
        trailing: max(0, insets.trailing))
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
