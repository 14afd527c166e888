#if canImport(UIKit)
  import ControlKit
  public import Foundation
  public import UIKit

  /// The article's round avatar (`CircleImageView`) as a `UIImageView` subclass.
  ///
  /// The article's two faults are fixed: the circle comes from `bounds` (the article used `frame`, in the superview's
  /// coordinates) and is recomputed in every `layoutSubviews`, and non-square bounds give the
  /// largest centred circle (the article's `width / 2` gave a capsule). Geometry is the core's
  /// ``CircleImageLayout``; accessibility is ``CircleImageAccessibility``.
  ///
  /// - Square bounds: the layer's own corners are rounded by the layout's corner radius.
  /// - Other bounds: the layer is also masked to the layout's circle (a layer with that frame and
  ///   corner radius), so the picture shows as a circle centred in the view. UIKit aspect-fills
  ///   the picture into the whole bounds (`contentMode`), so a wide view shows the picture's
  ///   middle band in the circle.
  /// - Border: a ring layer on the circle whose border lies wholly inside it, as the core's
  ///   ``CircleImageLayout/borderRing`` says, in ``borderColor`` (a `UIColor`, so dark mode
  ///   resolves it).
  ///
  /// Works created in code or from a xib or storyboard (`init(coder:)`, then `awakeFromNib`
  /// after the inspectables are set).
  ///
  /// ```swift
  /// let avatar = CircleImageView(image: UIImage(named: "li"), description: "Li Wei")
  /// avatar.borderWidth = 3
  /// avatar.borderColor = .white
  /// ```
  @IBDesignable
  open class CircleImageView: UIImageView {
    /// The ring's width in points (0: none); it lies inside the circle.
    @IBInspectable public var borderWidth: CGFloat = 0 {
      didSet { setNeedsLayout() }
    }
    /// The ring's colour (nil: no ring).
    @IBInspectable public var borderColor: UIColor? {
      didSet { setNeedsLayout() }
    }
    /// What the picture shows, for VoiceOver; nil or blank makes the image decorative (hidden
    /// from VoiceOver).
    @IBInspectable public var imageDescription: String? {
      didSet { updateAccessibility() }
    }

    /// The mask used when the bounds are not square.
    let circleMask = CALayer()
    /// The border ring.
    let ringLayer = CALayer()

    /// Creates a circle image showing `image`, described as `description` (nil: decorative).
    ///
    /// Goes through `init(frame:)` (UIImageView's `init(image:)` may itself call
    /// `init(frame:)`, which this class overrides), then sets the image.
    public init(image: UIImage?, description: String?) {
      super.init(frame: .zero)
      self.image = image
      imageDescription = description
      setUp()
    }

    /// Creates a decorative circle image showing `image`.
    public override convenience init(image: UIImage?) {
      self.init(image: image, description: nil)
    }

    /// Creates an empty circle image in `frame`.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    /// Creates a circle image from a xib or storyboard; the inspectables follow.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    // MARK: - UIKit's override points (in the class body: without Objective-C, Swift cannot
    // override a member from an extension). The work is in the extension.

    /// After a xib set the inspectables: applies the description and lays out again.
    open override func awakeFromNib() {
      super.awakeFromNib()
      awoke()
    }

    /// Rounds, masks and rings the view for its current bounds.
    open override func layoutSubviews() {
      super.layoutSubviews()
      layOutCircle()
    }
  }
#endif
