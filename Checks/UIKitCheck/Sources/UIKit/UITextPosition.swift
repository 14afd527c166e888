public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uitextposition>.
open class UITextPosition: NSObject {}
