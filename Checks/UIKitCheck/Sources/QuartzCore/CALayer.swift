// Stub of QuartzCore's `CALayer`: only what ControlKitUIKit uses. Stored properties keep what
// was set; nothing is drawn.
public import CoreGraphics
public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer>.
open class CALayer: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/cornerradius>.
  open var cornerRadius: CGFloat = 0
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/borderwidth>.
  open var borderWidth: CGFloat = 0
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/bordercolor>.
  open var borderColor: CGColor?
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds>.
  open var masksToBounds: Bool = false
}
