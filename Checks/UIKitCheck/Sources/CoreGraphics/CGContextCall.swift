package import Foundation

/// One call the stub ``CGContext`` recorded.
///
/// Stub machinery for the check tests (`package`: not Core Graphics API). Colours are their
/// components (red, green, blue, alpha).
package enum CGContextCall: Equatable, Sendable {
  /// `saveGState()`.
  case saveGState
  /// `restoreGState()`.
  case restoreGState
  /// `translateBy(x:y:)`.
  case translateBy(CGFloat, CGFloat)
  /// `scaleBy(x:y:)`.
  case scaleBy(CGFloat, CGFloat)
  /// `setFillColor(_:)`.
  case setFillColor([CGFloat])
  /// `setStrokeColor(_:)`.
  case setStrokeColor([CGFloat])
  /// `setLineWidth(_:)`.
  case setLineWidth(CGFloat)
  /// `setLineCap(_:)`.
  case setLineCap(CGLineCap)
  /// `setLineJoin(_:)`.
  case setLineJoin(CGLineJoin)
  /// `move(to:)`.
  case move(CGPoint)
  /// `addLine(to:)`.
  case addLine(CGPoint)
  /// `addArc(center:radius:startAngle:endAngle:clockwise:)`.
  case addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
  /// `addEllipse(in:)`.
  case addEllipse(CGRect)
  /// `addPath(_:)`, with the rounded rectangle the path was made from.
  case addPath(CGRoundedRectRecord?)
  /// `closePath()`.
  case closePath
  /// `fillPath(using:)`.
  case fillPath
  /// `strokePath()`.
  case strokePath
  /// `clip(using:)`.
  case clip
  /// `draw(_:in:byTiling:)`, with the crop the image was cut with.
  case drawImage(crop: CGRect?, in: CGRect)
}
