// One file, two modules: this is `Sources/ControlKitUIKit/Support/CoreGraphicsRenderer.swift`,
// and `Sources/ControlKitSwiftUI/Support/CoreGraphicsRenderer.swift` is a symlink to it, so each
// Apple front-end compiles its own internal copy (as `CoreTextMeasurer.swift` is shared). The
// condition is the union of the two front-ends' own.
#if canImport(UIKit) || (canImport(SwiftUI) && !os(tvOS) && !os(watchOS))
import ControlKit
import CoreGraphics
import Foundation

/// Draws the core's drawing lists (``DrawCommand``) into a Core Graphics context: the Apple
/// front-ends' one renderer, as `CairoRenderer` is GTK's, so the stepper's − and + and field, the
/// arc's track, progress, thumb and focus ring are drawn from the very commands the core gives
/// (UIKit in a view's `draw(_:)`, SwiftUI in a `Canvas` through `GraphicsContext.withCGContext`).
///
/// The context is in the view's coordinates, y down (UIKit's `draw(_:)` and SwiftUI's canvas
/// both flip Core Graphics' y-up space). Each command is drawn between `saveGState()` and
/// `restoreGState()`, so no colour, width, cap or clip leaks into the next one.
///
/// - Text: drawn by ``text`` when it is set; by default the renderer leaves it out, because both
///   front-ends keep a native text view where the core puts its text box (UIKit's `UITextField`
///   and `UILabel`, SwiftUI's `TextField` and `Text`), for the keyboard, selection, Dynamic Type
///   and VoiceOver, and place it at the core's frame with the core's font and colour.
/// - Images: ``image`` resolves an ``ImageReference`` to a `CGImage` (nil: the command is left
///   out); the image is cropped to the command's source, scaled to its frame and, when asked,
///   clipped to the ellipse inscribed in it.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///   guard let context = UIGraphicsGetCurrentContext() else { return }
///   CoreGraphicsRenderer().draw(commands, in: context)
/// }
/// ```
struct CoreGraphicsRenderer {
  /// Resolves an image command's reference; nil leaves the command out.
  var image: (ImageReference) -> CGImage? = { _ in nil }
  /// Draws a text command into the context; nil (the default) leaves text to the front-end's
  /// native text view (see the type's comment).
  var text: ((TextBox, CGContext) -> Void)?

  /// Draws `commands` in order, back to front.
  ///
  /// - Complexity: O(n) in the commands (a spinner in its spokes).
  func draw(_ commands: [DrawCommand], in context: CGContext) {
    for command in commands {
      context.saveGState()
      draw(command, in: context)
      context.restoreGState()
    }
  }

  /// Draws one command; the caller brackets it with save and restore.
  func draw(_ command: DrawCommand, in context: CGContext) {
    switch command {
    case .roundedRect(let rect, let cornerRadius, let fill, let stroke):
      guard !rect.isEmpty else { return }
      let radius = max(
        0, min(cornerRadius.isFinite ? cornerRadius : 0, rect.width / 2, rect.height / 2))
      let path = CGPath(
        roundedRect: cgRect(rect), cornerWidth: CGFloat(radius), cornerHeight: CGFloat(radius),
        transform: nil)
      paint(fill: fill, stroke: stroke, in: context) { context.addPath(path) }
    case .ellipse(let rect, let fill, let stroke):
      guard !rect.isEmpty else { return }
      paint(fill: fill, stroke: stroke, in: context) { context.addEllipse(in: cgRect(rect)) }
    case .arc(let center, let radius, let startAngle, let sweep, let stroke):
      drawArc(
        center: center, radius: radius, start: startAngle, sweep: sweep, stroke: stroke, in: context
      )
    case .line(let from, let to, let stroke):
      context.move(to: cgPoint(from))
      context.addLine(to: cgPoint(to))
      strokePath(stroke, in: context)
    case .polyline(let points, let closed, let stroke):
      guard let first = points.first else { return }
      context.move(to: cgPoint(first))
      for point in points.dropFirst() { context.addLine(to: cgPoint(point)) }
      if closed { context.closePath() }
      strokePath(stroke, in: context)
    case .spinner(let center, let radius, let phase, let spokes, let color):
      drawSpinner(
        center: center, radius: radius, phase: phase, spokes: spokes, color: color, in: context)
    case .progressRing(let center, let radius, let fraction, let track, let progress):
      drawArc(center: center, radius: radius, start: 0, sweep: 2 * .pi, stroke: track, in: context)
      // A negative fraction runs counterclockwise (a right-to-left ring), as Cairo draws it.
      let clamped = fraction.isNaN ? 0 : min(1, max(-1, fraction))
      guard clamped != 0 else { return }
      drawArc(
        center: center, radius: radius, start: -.pi / 2, sweep: 2 * .pi * clamped, stroke: progress,
        in: context)
    case .text(let box):
      text?(box, context)
    case .image(let reference, let frame, let source, let clipToEllipse):
      guard !frame.isEmpty, let whole = image(reference),
        let cropped = whole.cropping(to: cgRect(source))
      else { return }
      if clipToEllipse {
        context.addEllipse(in: cgRect(frame))
        context.clip()
      }
      // Core Graphics puts an image's first row at the bottom of its rectangle in a y-down
      // context: flip about the frame's middle so the image is upright.
      context.translateBy(x: 0, y: CGFloat(frame.minY + frame.maxY))
      context.scaleBy(x: 1, y: -1)
      context.draw(cropped, in: cgRect(frame))
    }
  }

  /// Fills and then strokes the path `addPath` adds, either being optional (Core Graphics clears
  /// the path after filling, so it is added again for the stroke).
  private func paint(
    fill: RGBA?, stroke: Stroke?, in context: CGContext, addPath: () -> Void
  ) {
    if let fill, fill.alpha > 0 {
      addPath()
      context.setFillColor(cgColor(fill))
      context.fillPath()
    }
    guard isVisible(stroke) else { return }
    addPath()
    strokePath(stroke, in: context)
  }

  /// Whether `stroke` draws anything.
  private func isVisible(_ stroke: Stroke?) -> Bool {
    guard let stroke else { return false }
    return stroke.width > 0 && stroke.width.isFinite && stroke.color.alpha > 0
  }

  /// Strokes the current path with `stroke`'s colour, width, cap and the join that goes with the
  /// cap (round with round, miter otherwise, as on GTK); an invisible stroke draws nothing.
  private func strokePath(_ stroke: Stroke?, in context: CGContext) {
    guard let stroke, isVisible(stroke) else { return }
    context.setStrokeColor(cgColor(stroke.color))
    context.setLineWidth(CGFloat(stroke.width))
    switch stroke.cap {
    case .butt:
      context.setLineCap(.butt)
      context.setLineJoin(.miter)
    case .round:
      context.setLineCap(.round)
      context.setLineJoin(.round)
    case .square:
      context.setLineCap(.square)
      context.setLineJoin(.miter)
    }
    context.strokePath()
  }

  /// Strokes an open arc whose angles grow clockwise on the y-down screen, as the core's.
  ///
  /// Core Graphics' `clockwise` is in its own y-up sense, so in a flipped (y-down) context a
  /// clockwise arc on screen is `clockwise: false` ("In a flipped coordinate system … specifying
  /// a clockwise arc results in a counterclockwise arc", Apple's `CGContextAddArc`); a positive
  /// sweep passes `false`, a negative one (the mirrored right-to-left ring) `true`.
  private func drawArc(
    center: Point, radius: Double, start: Double, sweep: Double, stroke: Stroke,
    in context: CGContext
  ) {
    guard radius > 0, radius.isFinite, sweep != 0, sweep.isFinite, start.isFinite else { return }
    context.addArc(
      center: cgPoint(center), radius: CGFloat(radius), startAngle: CGFloat(start),
      endAngle: CGFloat(start + sweep), clockwise: sweep < 0)
    strokePath(stroke, in: context)
  }

  /// Draws the spinner's spokes as the core's `SpinnerSpokes` gives them (GTK's spinner, spoke
  /// for spoke, as Cairo draws it).
  private func drawSpinner(
    center: Point, radius: Double, phase: Double, spokes requested: Int, color: RGBA,
    in context: CGContext
  ) {
    SpinnerSpokes.forEach(
      center: center, radius: radius, phase: phase, spokes: requested, color: color
    ) { from, to, stroke in
      context.move(to: cgPoint(from))
      context.addLine(to: cgPoint(to))
      strokePath(stroke, in: context)
    }
  }

  /// The Core Graphics colour of a core colour (sRGB components, straight alpha).
  private func cgColor(_ color: RGBA) -> CGColor {
    CGColor(
      red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
      alpha: CGFloat(color.alpha))
  }

  private func cgPoint(_ point: Point) -> CGPoint {
    CGPoint(x: CGFloat(point.x), y: CGFloat(point.y))
  }

  private func cgRect(_ rect: Rect) -> CGRect {
    CGRect(
      x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width),
      height: CGFloat(rect.height))
  }
}
#endif
