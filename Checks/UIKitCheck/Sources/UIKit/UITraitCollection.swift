public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uitraitcollection>.
open class UITraitCollection: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle>.
  open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}
