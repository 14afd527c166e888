public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uibaritem>.
@MainActor
open class UIBarItem: NSObject {}
