/// Transcribed from <https://developer.apple.com/documentation/swiftui/transaction>.
public struct Transaction {}
