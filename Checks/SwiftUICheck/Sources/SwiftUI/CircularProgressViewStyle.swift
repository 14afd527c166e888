/// Transcribed from <https://developer.apple.com/documentation/swiftui/circularprogressviewstyle>.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {}
