/// Transcribed from <https://developer.apple.com/documentation/uikit/uimenu>.
@MainActor
open class UIMenu: UIMenuElement {}
