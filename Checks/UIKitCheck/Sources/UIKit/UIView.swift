public import Foundation
public import QuartzCore

/// Transcribed from <https://developer.apple.com/documentation/uikit/uiview>.
///
/// Stored properties keep what was set (`frame` and `bounds` are independent here: the stub does
/// not lay anything out); `addSubview(_:)` records the subview and its superview,
/// `removeFromSuperview()` forgets them.
@MainActor
open class UIView: UIResponder {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/init(frame:)>.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/init(coder:)>.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/frame>.
  open var frame: CGRect = .zero
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/bounds>.
  open var bounds: CGRect = .zero
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/transform>.
  ///
  /// Keeps what was set; `frame` is not recomputed from it (the stub lays nothing out).
  open var transform: CGAffineTransform = .identity
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/layer>.
  open var layer: CALayer { backingLayer }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/ishidden>.
  open var isHidden: Bool = false
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/alpha>.
  open var alpha: CGFloat = 1
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/backgroundcolor>.
  ///
  /// Apple's `@NSCopying` is left out: the Linux `NSObject` does not conform to `NSCopying`.
  open var backgroundColor: UIColor?
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/isopaque>.
  open var isOpaque: Bool = true
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection>.
  ///
  /// An empty trait collection (tests override it to choose an appearance).
  open var traitCollection: UITraitCollection { UITraitCollection() }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled>.
  open var isUserInteractionEnabled: Bool = true
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/subviews>.
  open var subviews: [UIView] { recordedSubviews }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/superview>.
  open var superview: UIView? { recordedSuperview }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/window>.
  open var window: UIWindow? { nil }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection>.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property>.
  open var contentMode: UIView.ContentMode = .scaleToFill
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property>.
  open var autoresizingMask: UIView.AutoresizingMask = []
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/safeareainsets>.
  open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize>.
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize>.
  ///
  /// Apple's `class let` is written `static let` (see `UIResponder`'s keyboard names); UIKit's
  /// value is zero by zero.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)>.
  ///
  /// Records the subview last, and this view as its superview (taken from its old one first, as
  /// the page says).
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    recordedSubviews.append(view)
    view.recordedSuperview = self
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()>.
  ///
  /// Forgets the recorded superview and drops this view from its recorded subviews.
  open func removeFromSuperview() {
    recordedSuperview?.recordedSubviews.removeAll { $0 === self }
    recordedSuperview = nil
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:)>.
  ///
  /// Returns zero by zero: the stub has no constraints to satisfy (a test's view overrides it).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { CGSize(width: 0, height: 0) }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)>.
  ///
  /// Moves the recorded subview to the end of `subviews`, as the page says.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = recordedSubviews.firstIndex(where: { $0 === view }) else { return }
    recordedSubviews.append(recordedSubviews.remove(at: index))
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7irzk>.
  ///
  /// Returns `rect` unchanged: the stub has no view hierarchy to convert through.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()>.
  open func layoutSubviews() {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()>.
  open func didMoveToWindow() {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)>.
  ///
  /// Empty, as the page says of the default; tests call it after changing an overridden
  /// `traitCollection`, as UIKit does when the appearance changes.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/setneedslayout()>.
  open func setNeedsLayout() {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()>.
  ///
  /// Counts the requests (``recordedDisplayRequests``); the stub never draws on its own (a test
  /// pushes a context and calls `draw(_:)`).
  open func setNeedsDisplay() { recordedDisplayRequests += 1 }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/draw(_:)>.
  ///
  /// Empty, as the page says of the default.
  open func draw(_ rect: CGRect) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()>.
  open func invalidateIntrinsicContentSize() {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)>.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)>.
  ///
  /// Returns nil: the stub does not hit-test (UIKit's search is not imitated).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }

  /// How many times `setNeedsDisplay()` was called (stub machinery for the check tests:
  /// `package`, so neither the drift check nor an app sees it).
  package private(set) var recordedDisplayRequests = 0
  private let backingLayer = CALayer()
  private var recordedSubviews: [UIView] = []
  private weak var recordedSuperview: UIView?
}
