public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uitextrange>.
open class UITextRange: NSObject {}
