public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext>.
///
/// Draws nothing: it records every call in order (``calls``), with colours as their components,
/// so a check test can compare what a front-end drew with the core's drawing list. A test makes
/// one with ``init()`` and hands it to the code under test (`UIGraphicsPushContext(_:)` for a
/// view's `draw(_:)`, a SwiftUI `GraphicsContext` for a `Canvas`).
public final class CGContext {
  /// A test's context (stub machinery, `package`: neither the drift check nor an app sees it).
  package init() {}

  /// What was called, in order (for the check tests).
  package private(set) var calls: [CGContextCall] = []

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/savegstate()>.
  public func saveGState() { calls.append(.saveGState) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/restoregstate()>.
  public func restoreGState() { calls.append(.restoreGState) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/translateby(x:y:)>.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) { calls.append(.translateBy(tx, ty)) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/scaleby(x:y:)>.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) { calls.append(.scaleBy(sx, sy)) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(_:)-8lhn8>.
  public func setFillColor(_ color: CGColor) {
    calls.append(.setFillColor(color.components ?? []))
  }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(_:)-1sskg>.
  public func setStrokeColor(_ color: CGColor) {
    calls.append(.setStrokeColor(color.components ?? []))
  }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/setlinewidth(_:)>.
  public func setLineWidth(_ width: CGFloat) { calls.append(.setLineWidth(width)) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/setlinecap(_:)>.
  public func setLineCap(_ cap: CGLineCap) { calls.append(.setLineCap(cap)) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/setlinejoin(_:)>.
  public func setLineJoin(_ join: CGLineJoin) { calls.append(.setLineJoin(join)) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/move(to:)>.
  public func move(to point: CGPoint) { calls.append(.move(point)) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/addline(to:)>.
  public func addLine(to point: CGPoint) { calls.append(.addLine(point)) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/addarc(center:radius:startangle:endangle:clockwise:)>.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    calls.append(
      .addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise))
  }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/addellipse(in:)>.
  public func addEllipse(in rect: CGRect) { calls.append(.addEllipse(rect)) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/addpath(_:)>.
  ///
  /// Records the rounded rectangle the path was made from (the only paths the stub makes).
  public func addPath(_ path: CGPath) { calls.append(.addPath(path.roundedRect)) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/closepath()>.
  public func closePath() { calls.append(.closePath) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)>.
  public func fillPath(using rule: CGPathFillRule = .winding) { calls.append(.fillPath) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/strokepath()>.
  public func strokePath() { calls.append(.strokePath) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/clip(using:)>.
  public func clip(using rule: CGPathFillRule = .winding) { calls.append(.clip) }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:bytiling:)>.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    calls.append(.drawImage(crop: image.recordedCrop, in: rect))
  }
}
