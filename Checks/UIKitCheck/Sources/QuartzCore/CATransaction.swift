public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/quartzcore/catransaction>.
///
/// Does nothing: the stub has no implicit animations to suppress.
open class CATransaction: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/catransaction/begin()>.
  open class func begin() {}
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/catransaction/commit()>.
  open class func commit() {}
  /// Transcribed from <https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)>.
  open class func setDisableActions(_ flag: Bool) {}
}
