import ControlKit
import CoreGraphics
import UIKit

@testable import ControlKitUIKit

/// What `view` draws: its `draw(_:)` into a recording context, as UIKit calls it with a current
/// context pushed.
@MainActor
func recordedDrawing(of view: UIView) -> [CGContextCall] {
  let context = CGContext()
  UIGraphicsPushContext(context)
  view.draw(view.bounds)
  UIGraphicsPopContext()
  return context.calls
}

/// What the renderer draws for `commands`: the calls a front-end must make to draw the core's
/// list.
func renderedCalls(_ commands: [DrawCommand]) -> [CGContextCall] {
  let context = CGContext()
  CoreGraphicsRenderer().draw(commands, in: context)
  return context.calls
}

/// The strokes of the drawn arcs, back to front (the track first, then the progress).
@MainActor
func drawnArcStrokes(_ arc: ArcStepperControl) -> [Stroke] {
  arc.ringView.commands.compactMap {
    if case .arc(_, _, _, _, let stroke) = $0 { return stroke }
    return nil
  }
}

/// The fraction of the ring the drawn progress covers (0 when the core draws none).
@MainActor
func drawnProgress(_ arc: ArcStepperControl) -> Double {
  let sweeps = arc.ringView.commands.compactMap {
    if case .arc(_, _, _, let sweep, _) = $0 { return sweep }
    return nil
  }
  guard sweeps.count > 1 else { return 0 }
  return sweeps[1] / arc.coreState.geometry.signedSweep
}

/// The icon circles `stepper` draws, back to front: − then +, or + alone (cart mode at the
/// minimum, or the app's own glyphs leave − or both out).
@MainActor
func drawnIconCircles(_ stepper: StepperControl) -> [Rect] {
  stepper.partsView.commands.compactMap {
    if case .ellipse(let rect, _, _) = $0 { return rect }
    return nil
  }
}

/// The field's fill and border as `stepper` draws them (the first rounded rectangle).
@MainActor
func drawnField(_ stepper: StepperControl) -> (fill: RGBA?, border: Stroke?)? {
  for command in stepper.partsView.commands {
    if case .roundedRect(_, _, let fill, let stroke) = command { return (fill, stroke) }
  }
  return nil
}

/// The core's commands the HUD's glyph view draws (ring, bar, pie, status glyph, Cancel outline).
@MainActor
func hudGlyphs(_ hud: LoadingHUD) -> [DrawCommand] { hud.glyphView.commands }

/// Where the HUD's glyph view's recorded drawing differs from the core's `HUDDrawing` of the
/// laid-out HUD in its appearance, less the box and what native views draw (text, the platform
/// spinner, the app's image), or nil when it is the same call for call.
@MainActor
func hudGlyphDifference(_ hud: LoadingHUD) -> String? {
  guard let layout = hud.currentLayout else {
    return hud.glyphView.commands.isEmpty ? nil : "glyphs drawn without a layout"
  }
  let expected = HUDDrawing.drawing(layout, theme: hud.appearanceTheme).dropFirst().filter {
    switch $0 {
    case .text, .spinner, .image: return false
    default: return true
    }
  }
  let core =
    [CGContextCall.translateBy(-CGFloat(layout.box.minX), -CGFloat(layout.box.minY))]
    + renderedCalls(Array(expected))
  return firstDifference(drawn: recordedDrawing(of: hud.glyphView), core: core)
}

/// The foreground colours the HUD's glyphs are drawn in: the progress (not the ring's faint
/// track), every outline, glyph and fill.
@MainActor
func hudGlyphForegrounds(_ hud: LoadingHUD) -> [RGBA] {
  hud.glyphView.commands.compactMap {
    switch $0 {
    case .progressRing(_, _, _, _, let progress): return progress.color
    case .roundedRect(_, _, let fill, let stroke), .ellipse(_, let fill, let stroke):
      return stroke?.color ?? fill
    case .arc(_, _, _, _, let stroke), .line(_, _, let stroke), .polyline(_, _, let stroke):
      return stroke.color
    default: return nil
    }
  }
}
