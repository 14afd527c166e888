#if canImport(UIKit)
import ControlKit
import UIKit

/// A view that draws one of the core's drawing lists through ``CoreGraphicsRenderer``: the
/// stepper's field, − and +, and the arc's track, progress, thumb and focus ring are this view's
/// `draw(_:)` of the very commands the core gives, so UIKit shows what GTK's Cairo shows.
///
/// The commands are in the owning control's coordinates. ``drawingOffset`` moves them into this
/// view's, for a view placed wider than its control (the stepper's shake reaches past the
/// bounds, which a view's drawing would clip). It draws nothing of its own, takes no touches
/// (the control tracks them) and is transparent where nothing is drawn.
final class CommandDrawingView: UIView {
  /// What to draw, back to front; a change asks for a redraw.
  var commands: [DrawCommand] = [] {
    didSet { if commands != oldValue { setNeedsDisplay() } }
  }

  /// Where the control's origin sits in this view (zero when the view covers the control's
  /// bounds exactly).
  var drawingOffset: CGPoint = .zero {
    didSet { if drawingOffset != oldValue { setNeedsDisplay() } }
  }

  /// The renderer; by default it leaves text commands to the control's native text views (see
  /// ``CoreGraphicsRenderer/text``).
  var renderer = CoreGraphicsRenderer()

  /// Creates an empty drawing view.
  init() {
    super.init(frame: .zero)
    setUp()
  }

  /// Creates an empty drawing view from an archive.
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    isOpaque = false
    backgroundColor = nil
    isUserInteractionEnabled = false
  }

  /// Renders ``commands`` into the context UIKit made current for this view.
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    if drawingOffset != .zero {
      context.translateBy(x: drawingOffset.x, y: drawingOffset.y)
    }
    renderer.draw(commands, in: context)
  }
}
#endif
