public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uipress>.
@MainActor
open class UIPress: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uipress/key>.
  open var key: UIKey? { nil }
}
