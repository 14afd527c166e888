/// Transcribed from <https://developer.apple.com/documentation/uikit/uipressesevent>.
@MainActor
open class UIPressesEvent: UIEvent {}
