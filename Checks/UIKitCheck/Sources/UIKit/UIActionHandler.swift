/// Transcribed from <https://developer.apple.com/documentation/uikit/uiactionhandler>.
public typealias UIActionHandler = (UIAction) -> Void
