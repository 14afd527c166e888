public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uimenuelement>.
@MainActor
open class UIMenuElement: NSObject {}
