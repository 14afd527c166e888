import ControlKit
import SwiftUI

@testable import ControlKitSwiftUI

/// What `view`'s canvas draws: its renderer called with a `GraphicsContext` over a recording
/// Core Graphics context, as SwiftUI calls it when the canvas draws.
@MainActor
func drawnCalls(_ view: CommandCanvas, size: CGSize = .zero) -> [CGContextCall] {
  let recorder = CGContext()
  var context = GraphicsContext(stubbing: recorder)
  view.canvas.renderer(&context, size)
  return recorder.calls
}

/// What the renderer draws for `commands`: the calls a front-end must make to draw the core's
/// list.
func renderedCalls(_ commands: [DrawCommand]) -> [CGContextCall] {
  let recorder = CGContext()
  CoreGraphicsRenderer().draw(commands, in: recorder)
  return recorder.calls
}

/// `commands` without text (the front-ends' native `Text` and `TextField` draw it).
func withoutText(_ commands: [DrawCommand]) -> [DrawCommand] {
  commands.filter {
    if case .text = $0 { return false }
    return true
  }
}
