#if canImport(UIKit)
  public import ControlKit
  import Foundation
  import UIKit

  extension CircleImageView {
    /// The core layout for the current bounds and border width.
    public var circleLayout: CircleImageLayout {
      CircleImageLayout(bounds: Rect(bounds), borderWidth: Double(borderWidth))
    }

    /// Shared setup for every initialiser: aspect-fill, clipping, the ring and accessibility.
    func setUp() {
      contentMode = .scaleAspectFill
      layer.masksToBounds = true
      circleMask.backgroundColor = CGColor(gray: 0, alpha: 1)
      layer.addSublayer(ringLayer)
      updateAccessibility()
    }

    /// After a xib: the description and border came through the inspectables.
    func awoke() {
      updateAccessibility()
      setNeedsLayout()
    }

    /// Rounds the corners from `bounds` (never `frame`), masks non-square bounds to the
    /// centred circle and places the ring on it.
    func layOutCircle() {
      let layout = circleLayout
      let radius = CGFloat(layout.cornerRadius)
      layer.cornerRadius = radius
      if layout.circleFillsBounds {
        layer.mask = nil
      } else {
        circleMask.frame = layout.circle.cgRect
        circleMask.cornerRadius = radius
        layer.mask = circleMask
      }
      ringLayer.frame = layout.circle.cgRect
      ringLayer.cornerRadius = radius
      let ringWidth = borderColor == nil ? 0 : CGFloat(layout.borderWidth)
      ringLayer.borderWidth = ringWidth
      ringLayer.borderColor = ringWidth > 0 ? borderColor?.cgColor : nil
    }

    /// An image element labelled with the description, or hidden from VoiceOver without one.
    func updateAccessibility() {
      let element = CircleImageAccessibility.element(description: imageDescription)
      isAccessibilityElement = element != nil
      accessibilityLabel = element?.label
      accessibilityTraits = element == nil ? [] : .image
    }
  }
#endif
