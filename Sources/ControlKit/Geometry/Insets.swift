/// Distances inward from each edge of a rectangle; negative values grow the rectangle.
///
/// This is `CGRectInset`'s and `UIEdgeInsets`' convention, used by ``Rect/inset(by:direction:)``. A touch
/// area (``TouchArea/expanded(by:)``) only grows, so it takes each value's magnitude: there,
/// `Insets(all: -20)` (the article's `CGRectInset(bounds, -20, -20)`) and `Insets(all: 20)` both
/// add 20 points on every side.
///
/// `leading`/`trailing` are resolved against a ``WritingDirection`` when applied.
public struct Insets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the leading edge (left in left-to-right layouts).
  public var leading: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the trailing edge (right in left-to-right layouts).
  public var trailing: Double

  /// Creates insets for each edge.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// No inset.
  public static let zero = Insets()

  /// Each edge's magnitude (NaN as 0): how far a touch area grows on that edge.
  var outwardMagnitudes: Insets {
    func grow(_ value: Double) -> Double { value.isNaN ? 0 : value.magnitude }
    return Insets(
      top: grow(top), leading: grow(leading), bottom: grow(bottom), trailing: grow(trailing))
  }

  /// The insets with every edge negated: insets that grow instead of shrink.
  public var negated: Insets {
    Insets(top: -top, leading: -leading, bottom: -bottom, trailing: -trailing)
  }
}
