public import CoreGraphics
public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/quartzcore/cashapelayer>.
///
/// Stored properties keep what was set; nothing is drawn or animated.
open class CAShapeLayer: CALayer {
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/cashapelayer/path>.
  open var path: CGPath?
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor>.
  open var fillColor: CGColor?
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor>.
  open var strokeColor: CGColor?
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/cashapelayer/linewidth>.
  open var lineWidth: CGFloat = 1
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/cashapelayer/strokeend>.
  open var strokeEnd: CGFloat = 1
}
