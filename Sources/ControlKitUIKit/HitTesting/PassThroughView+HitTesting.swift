#if canImport(UIKit)
  import ControlKit
  import UIKit

  extension PassThroughView {
    /// The view and its direct subviews as a core hit-test tree: the view passes touches
    /// through and does not clip (a subview's enlarged area may reach past it).
    var hitTestTree: HitTestNode {
      HitTestNode(
        id: "pass-through", frame: Rect(origin: .zero, size: Rect(bounds).size),
        passesTouchesThrough: true, clipsToBounds: false,
        children: subviews.map { subview in
          HitTestNode(
            id: "subview", frame: Rect(subview.frame), isHidden: subview.isHidden,
            isEnabled: subview.isUserInteractionEnabled, alpha: Double(subview.alpha),
            touchArea: (subview as? any TouchAreaProviding)?.touchArea ?? .none)
        })
    }

    /// Whether the core's hit-tester finds a subview at `point`.
    func subviewTakes(_ point: CGPoint) -> Bool {
      HitTester.hitTestIndexPath(
        Point(point), in: hitTestTree,
        direction: WritingDirection(effectiveUserInterfaceLayoutDirection)) != nil
    }
  }
#endif
