import ControlKit
import ControlKitUIKit
import Testing
import UIKit

@MainActor
@Suite("CircleImageView")
struct CircleImageViewTests {
  /// Only `bounds` counts (the article used `frame`), and every layout follows new bounds.
  @Test func cornerRadiusComesFromBoundsInEveryLayout() {
    let view = CircleImageView(image: UIImage(), description: "Li Wei")
    view.frame = CGRect(x: 100, y: 50, width: 300, height: 300)
    view.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
    view.layoutSubviews()
    #expect(view.layer.cornerRadius == 40)
    #expect(view.layer.masksToBounds)
    #expect(view.layer.mask == nil)
    #expect(view.contentMode == .scaleAspectFill)
    view.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
    view.layoutSubviews()
    #expect(view.layer.cornerRadius == 22)
  }

  /// A 200 × 100 view: masked to the centred 100 × 100 circle, not rounded into a capsule.
  @Test func nonSquareBoundsAreMaskedToTheCentredCircle() {
    let view = CircleImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    view.layoutSubviews()
    let mask = view.layer.mask
    #expect(mask?.frame == CGRect(x: 50, y: 0, width: 100, height: 100))
    #expect(mask?.cornerRadius == 50)
    view.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
    view.layoutSubviews()
    #expect(view.layer.mask == nil)
  }

  /// The ring lies on the circle, its whole width inside it, in the border colour.
  @Test func theBorderRingsTheCircle() throws {
    let view = CircleImageView(image: nil)
    view.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
    view.borderWidth = 3
    view.borderColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    view.layoutSubviews()
    let ring = try #require(view.layer.sublayers?.last)
    #expect(ring.frame == CGRect(x: 20, y: 0, width: 60, height: 60))
    #expect(ring.cornerRadius == 30)
    #expect(ring.borderWidth == 3)
    #expect(ring.borderColor != nil)
    view.borderColor = nil
    view.layoutSubviews()
    #expect(ring.borderWidth == 0)
  }

  /// From a xib: `init(coder:)`, then the inspectables, then `awakeFromNib`.
  @Test func aViewFromAXibTakesItsInspectables() throws {
    let view = try #require(CircleImageView(coder: NSCoder()))
    #expect(!view.isAccessibilityElement)
    view.imageDescription = "Team photo"
    view.borderWidth = 2
    view.borderColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    view.awakeFromNib()
    view.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
    view.layoutSubviews()
    #expect(view.layer.cornerRadius == 32)
    #expect(view.layer.sublayers?.last?.borderWidth == 2)
    #expect(view.accessibilityLabel == "Team photo")
  }

  /// Accessibility is the core's: a described image is an image element; a blank description
  /// makes it decorative.
  @Test func accessibilityFollowsTheDescription() {
    let view = CircleImageView(image: UIImage(), description: "Profile photo of Li Wei")
    #expect(view.isAccessibilityElement)
    #expect(view.accessibilityLabel == "Profile photo of Li Wei")
    #expect(view.accessibilityTraits == .image)
    view.imageDescription = "   "
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == nil)
  }
}
