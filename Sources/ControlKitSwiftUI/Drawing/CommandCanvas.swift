#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// A view that draws one of the core's drawing lists: a `Canvas` whose renderer hands its Core
/// Graphics context (`GraphicsContext.withCGContext(content:)`) to ``CoreGraphicsRenderer``,
/// the renderer UIKit's views draw with, so SwiftUI draws the stepper's field, − and + and the
/// arc's track, progress, thumb and focus ring from the very commands GTK's Cairo draws.
///
/// The commands are in the coordinates of the view this canvas fills (y down, as the canvas's
/// Core Graphics context is). A canvas is not mirrored in a right-to-left environment (as a
/// shape is not, unless asked): a right-to-left list is the core's own mirrored layout. Text
/// commands are left to the caller's `Text` and `TextField` (see ``CoreGraphicsRenderer``).
struct CommandCanvas: View {
  /// What to draw, back to front, for the canvas's size (the size SwiftUI gives it when it
  /// draws, so a list laid out in it always fits).
  let commands: (Size) -> [DrawCommand]
  /// Where the canvas's top left corner is in the commands' coordinates (zero when the canvas
  /// fills the view they were laid out in).
  var origin = Point(x: 0, y: 0)
  /// Resolves an image command's reference (the app's button images); nil draws none.
  var image: @Sendable (ImageReference) -> CGImage? = { _ in nil }

  /// A canvas that draws `commands` for its size.
  init(commands: @escaping (Size) -> [DrawCommand]) {
    self.commands = commands
  }

  /// A canvas that draws `commands` whatever its size, its top left corner at `origin` in their
  /// coordinates (a list laid out in a larger container, drawn in a part of it).
  init(commands: [DrawCommand], origin: Point = Point(x: 0, y: 0)) {
    self.commands = { _ in commands }
    self.origin = origin
  }

  /// The canvas that draws ``commands``.
  var canvas: Canvas<EmptyView> {
    let commands = commands
    let origin = origin
    let image = image
    return Canvas { context, size in
      let list = commands(Size(width: Double(size.width), height: Double(size.height)))
      context.withCGContext { cgContext in
        if origin != Point(x: 0, y: 0) {
          cgContext.translateBy(x: CGFloat(-origin.x), y: CGFloat(-origin.y))
        }
        var renderer = CoreGraphicsRenderer()
        renderer.image = image
        renderer.draw(list, in: cgContext)
      }
    }
  }

  var body: some View {
    canvas.accessibilityHidden(true)
  }
}
#endif
