#if canImport(UIKit)
  public import ControlKit
  public import UIKit

  /// A `UIView` whose touch area is at least 44 × 44 points, or any core ``TouchArea``: a small
  /// tappable icon or badge with a gesture recognizer.
  ///
  /// Like ``TouchAreaButton`` it answers `point(inside:with:)`, so UIKit's hit-test still skips
  /// it while hidden, not interactive or transparent.
  @IBDesignable
  open class TouchAreaView: UIView, TouchAreaProviding {
    /// How far the touch area reaches past the bounds; at least 44 × 44 points by default.
    public var touchArea: TouchArea = .minimumSize(TouchArea.recommendedMinimumSize)

    /// Whether `point` is in the (enlarged) touch area.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      touchAreaContains(point)
    }
  }
#endif
