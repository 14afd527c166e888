// Stub of QuartzCore's `CALayer`: only what ControlKitUIKit uses. Stored properties keep what
// was set and `addSublayer(_:)` records the layer; nothing is drawn.
public import CoreGraphics
public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer>.
open class CALayer: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/init()>.
  public override init() {}

  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/frame>.
  open var frame: CGRect = .zero
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/cornerradius>.
  open var cornerRadius: CGFloat = 0
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/borderwidth>.
  open var borderWidth: CGFloat = 0
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/bordercolor>.
  open var borderColor: CGColor?
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor>.
  open var backgroundColor: CGColor?
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/ishidden>.
  open var isHidden: Bool = false
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds>.
  open var masksToBounds: Bool = false
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/mask>.
  open var mask: CALayer?
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/sublayers>.
  open var sublayers: [CALayer]?

  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)>.
  open func addSublayer(_ layer: CALayer) {
    sublayers = (sublayers ?? []) + [layer]
  }
}
