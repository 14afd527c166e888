public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uitouch>.
///
/// Tests subclass it and override `location(in:)` and `type`, as they can with the real class.
@MainActor
open class UITouch: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitouch/type-swift.property>.
  open var type: UITouch.TouchType { .direct }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitouch/location(in:)>.
  open func location(in view: UIView?) -> CGPoint { .zero }
}
