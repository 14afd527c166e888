public import CoreGraphics
public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uibezierpath>.
///
/// Builds nothing: `cgPath` is an empty stub path.
open class UIBezierPath: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibezierpath/init()>.
  public override init() {}

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibezierpath/init(arccenter:radius:startangle:endangle:clockwise:)>.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uibezierpath/cgpath>.
  open var cgPath: CGPath = CGPath()
}
