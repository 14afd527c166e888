/// Where a circle image sits in its bounds: the largest circle inscribed and centred in them.
///
/// The article's `CircleImageView` sets `imageView.frame = self.frame` and
/// `cornerRadius = self.frame.size.width / 2` in `layoutSubviews`. Two faults follow: `frame` is in
/// the superview's coordinates, so a view placed anywhere but the origin shifts its image by its own
/// position (it should be `bounds`); and halving the width alone gives a capsule, not a circle, as
/// soon as the view is not square. This layout uses the bounds and the shorter side, centres the
/// circle, and is recomputed for every bounds (call it from `layoutSubviews`, a GTK
/// `size_allocate`, or whenever the size changes).
///
/// ```swift
/// let layout = CircleImageLayout(bounds: Rect(x: 0, y: 0, width: 200, height: 100))
/// layout.circle        // [50, 0, 100×100]
/// layout.cornerRadius  // 50
/// ```
public struct CircleImageLayout: Hashable, Sendable {
  /// The bounds the layout was computed for.
  public var bounds: Rect
  /// The square the circle is inscribed in: side = the shorter side of the bounds, centred.
  public var circle: Rect
  /// The ring's centre line: the circle inset by half the border width so the whole stroke lies
  /// inside the circle; `nil` without a border (or with a border of no width).
  public var borderRing: Rect?

  /// Lays out a circle image in `bounds` with `border`.
  ///
  /// Negative or NaN sizes count as zero: the circle is then empty and nothing is drawn.
  public init(bounds: Rect, border: CircleImageBorder? = nil) {
    self.init(bounds: bounds, borderWidth: border?.width ?? 0)
  }

  /// Lays out a circle image in `bounds` with a ring `borderWidth` points wide (none at zero,
  /// negative or NaN), for front-ends whose border colour is a platform colour (UIKit's
  /// `UIColor`, which follows dark mode) rather than an ``RGBA``.
  public init(bounds: Rect, borderWidth: Double) {
    self.bounds = bounds
    let side = min(bounds.width, bounds.height).nonNegativeLength
    circle = Rect.centered(at: bounds.center, size: Size(width: side, height: side))
    if borderWidth > 0, side > 0 {
      let width = min(borderWidth, side / 2)
      borderRing = circle.insetBy(dx: width / 2, dy: width / 2)
    } else {
      borderRing = nil
    }
  }

  /// Lays out a circle image in `bounds` with the border of `style`, so the layout and
  /// ``CircleImageDrawing/drawing(image:layout:style:theme:)`` agree on the ring.
  public init(bounds: Rect, style: CircleImageStyle) {
    self.init(bounds: bounds, border: style.border)
  }

  /// Whether the circle's square is the whole bounds (square bounds): then rounding the view's
  /// own corners by ``cornerRadius`` is the circle; otherwise the view must be masked to
  /// ``circle`` (rounding a 200 × 100 view's corners gives a capsule).
  public var circleFillsBounds: Bool { circle == bounds }

  /// The corner radius that turns the circle's square into the circle: half its side.
  public var cornerRadius: Double { circle.width / 2 }

  /// The stroke width of the border ring, limited to the circle's radius; `0` without a border.
  public var borderWidth: Double { borderRing.map { circle.width - $0.width } ?? 0 }

  /// The part of an image of `pixelSize` that fills the circle's square, in the image's pixels:
  /// aspect-fill (UIKit's `.scaleAspectFill`), centred.
  public func cropRectangle(forImageOfPixelSize pixelSize: Size) -> Rect {
    Self.aspectFillCrop(imagePixelSize: pixelSize, target: circle.size)
  }

  /// The centred part of an image of `imagePixelSize` that has the aspect ratio of `target`: what
  /// aspect-fill shows when it scales the image to cover `target` and crops the overflow.
  ///
  /// A wide image keeps its full height and loses equal strips left and right; a tall one keeps
  /// its full width. An empty image or target gives the whole image.
  public static func aspectFillCrop(imagePixelSize: Size, target: Size) -> Rect {
    let imageWidth = imagePixelSize.width.nonNegativeLength
    let imageHeight = imagePixelSize.height.nonNegativeLength
    let whole = Rect(x: 0, y: 0, width: imageWidth, height: imageHeight)
    let targetWidth = target.width.nonNegativeLength
    let targetHeight = target.height.nonNegativeLength
    guard imageWidth > 0, imageHeight > 0, targetWidth > 0, targetHeight > 0 else { return whole }
    let scale = max(targetWidth / imageWidth, targetHeight / imageHeight)
    let size = Size(
      width: min(imageWidth, targetWidth / scale), height: min(imageHeight, targetHeight / scale))
    return Rect.centered(at: whole.center, size: size)
  }
}
