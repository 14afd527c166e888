#if canImport(UIKit)
  public import ControlKit
  public import UIKit

  /// A view whose touch area reaches past its bounds by a core ``TouchArea``.
  ///
  /// ``TouchAreaButton`` and ``TouchAreaView`` answer `point(inside:with:)` from it, and a
  /// ``PassThroughView`` reads it from its subviews, so that it takes a point in a subview's
  /// enlarged area as the core's ``HitTester`` does.
  @MainActor
  public protocol TouchAreaProviding: UIView {
    /// How far the view's touch area reaches beyond its bounds.
    var touchArea: TouchArea { get }
  }

  extension TouchAreaProviding {
    /// Whether `point` (in the view's coordinates) lies in its touch area, with leading and
    /// trailing insets resolved for its layout direction.
    public func touchAreaContains(_ point: CGPoint) -> Bool {
      touchArea.area(
        for: Rect(bounds), direction: WritingDirection(effectiveUserInterfaceLayoutDirection)
      ).contains(Point(point))
    }
  }
#endif
