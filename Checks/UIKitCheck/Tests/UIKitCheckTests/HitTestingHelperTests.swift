import ControlKit
import ControlKitUIKit
import Testing
import UIKit

/// A view laid out right to left (as under an Arabic or Hebrew locale).
final class RightToLeftTouchAreaView: TouchAreaView {
  override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    .rightToLeft
  }
}

@MainActor
@Suite("Hit-testing helpers")
struct HitTestingHelperTests {
  /// A 24-point button is touchable over 44 × 44 points around its centre, and no further.
  @Test func aSmallButtonTakesTouchesInA44PointSquare() {
    let button = TouchAreaButton(type: .custom)
    button.bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
    #expect(button.point(inside: CGPoint(x: -10, y: 12), with: nil))
    #expect(button.point(inside: CGPoint(x: 33.9, y: 33.9), with: nil))
    #expect(!button.point(inside: CGPoint(x: -10.1, y: 12), with: nil))
    #expect(!button.point(inside: CGPoint(x: 12, y: 34.1), with: nil))
  }

  /// The article's 20-point margin, as the core's `expanded(by:)`; a large view never shrinks.
  @Test func anyCoreTouchAreaWorks() {
    let view = TouchAreaView(frame: .zero)
    view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    view.touchArea = .expanded(by: Insets(top: 20, leading: 20, bottom: 20, trailing: 20))
    #expect(view.point(inside: CGPoint(x: -20, y: 39.5), with: nil))
    #expect(!view.point(inside: CGPoint(x: -20.5, y: 0), with: nil))
    view.touchArea = .minimumSize(TouchArea.recommendedMinimumSize)
    view.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
    #expect(view.point(inside: CGPoint(x: 99, y: 59), with: nil))
    #expect(!view.point(inside: CGPoint(x: 101, y: 30), with: nil))
  }

  /// Leading and trailing follow the view's layout direction.
  @Test func leadingGrowthFollowsTheLayoutDirection() {
    let view = RightToLeftTouchAreaView(frame: .zero)
    view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    view.touchArea = .expanded(by: Insets(top: 0, leading: 10, bottom: 0, trailing: 0))
    #expect(view.point(inside: CGPoint(x: 29, y: 10), with: nil))
    #expect(!view.point(inside: CGPoint(x: -1, y: 10), with: nil))
  }

  /// Touches on the overlay's empty area fall through; its subviews, including a button's
  /// enlarged area past the overlay's edge, still take theirs.
  @Test func aPassThroughViewTakesOnlyWhatItsSubviewsTake() {
    let overlay = PassThroughView(frame: .zero)
    overlay.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    let button = TouchAreaButton(type: .custom)
    button.frame = CGRect(x: 40, y: 40, width: 24, height: 24)
    let label = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    overlay.addSubview(label)
    overlay.addSubview(button)
    #expect(!overlay.point(inside: CGPoint(x: 25, y: 20), with: nil))
    #expect(overlay.point(inside: CGPoint(x: 5, y: 5), with: nil))
    #expect(overlay.point(inside: CGPoint(x: 32, y: 45), with: nil))
    #expect(overlay.point(inside: CGPoint(x: 70, y: 52), with: nil))
    #expect(!overlay.point(inside: CGPoint(x: 75, y: 52), with: nil))
  }

  /// The core's rule 1: hidden, non-interactive and transparent subviews take nothing.
  @Test func hiddenInertOrTransparentSubviewsLetTouchesThrough() {
    let overlay = PassThroughView(frame: .zero)
    overlay.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    overlay.addSubview(badge)
    let point = CGPoint(x: 10, y: 10)
    #expect(overlay.point(inside: point, with: nil))
    badge.isHidden = true
    #expect(!overlay.point(inside: point, with: nil))
    badge.isHidden = false
    badge.isUserInteractionEnabled = false
    #expect(!overlay.point(inside: point, with: nil))
    badge.isUserInteractionEnabled = true
    badge.alpha = 0.01
    #expect(!overlay.point(inside: point, with: nil))
    badge.alpha = 0.02
    #expect(overlay.point(inside: point, with: nil))
  }
}
