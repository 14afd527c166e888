#if canImport(UIKit)
  import ControlKit
  public import UIKit

  /// A container that never takes a touch itself: touches on its empty area fall through to
  /// whatever lies behind it, while its subviews still take theirs (an overlay with a few
  /// buttons over a map or a list).
  ///
  /// It follows the core's ``HitTester`` with ``HitTestNode/passesTouchesThrough``:
  /// `point(inside:with:)` is true only where one of its subviews would take the point (visible,
  /// interactive, more opaque than 0.01, within its frame or the ``TouchAreaProviding`` area
  /// that reaches past it, even outside this view's bounds); UIKit then hands the point to that
  /// subview. Everywhere else it is false, so UIKit goes on with the views behind. `hitTest`
  /// never answers this view itself (a subview whose own subviews all refuse the point).
  ///
  /// Subview frames are read in this view's coordinates (its bounds origin is zero and subviews
  /// carry no transform, as for an overlay).
  ///
  /// ```swift
  /// let overlay = PassThroughView(frame: view.bounds)
  /// overlay.addSubview(locateMeButton)
  /// view.addSubview(overlay)  // the map under the overlay still pans
  /// ```
  open class PassThroughView: UIView {
    /// Whether one of the subviews takes `point`, by the core's algorithm.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      subviewTakes(point)
    }

    /// UIKit's answer, except this view itself: nil, so the search goes on behind it.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }
#endif
