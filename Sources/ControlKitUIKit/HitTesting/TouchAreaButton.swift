#if canImport(UIKit)
  public import ControlKit
  public import UIKit

  /// A `UIButton` whose touch area is at least 44 × 44 points (Apple's minimum), or any core
  /// ``TouchArea``, however small it is drawn.
  ///
  /// The article enlarges a 20-point button with `CGRectInset(self.bounds, -20, -20)` in an
  /// overridden `hitTest`; this button overrides `point(inside:with:)` instead, so UIKit's own
  /// hit-test keeps skipping it while hidden, disabled for interaction or transparent, exactly
  /// the core ``HitTester``'s rule 1.
  ///
  /// ```swift
  /// let close = TouchAreaButton(type: .system)
  /// close.frame = CGRect(x: 8, y: 8, width: 24, height: 24)  // touchable from (-2, -2), 44 × 44
  /// ```
  @IBDesignable
  open class TouchAreaButton: UIButton, TouchAreaProviding {
    /// How far the touch area reaches past the bounds; at least 44 × 44 points by default.
    public var touchArea: TouchArea = .minimumSize(TouchArea.recommendedMinimumSize)

    /// Whether `point` is in the (enlarged) touch area.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      touchAreaContains(point)
    }
  }
#endif
