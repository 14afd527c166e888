/// Transcribed from <https://developer.apple.com/documentation/uikit/uiwindowscene>.
@MainActor
open class UIWindowScene: UIScene {}
