/// Transcribed from <https://developer.apple.com/documentation/swiftui/progressviewstyle>.
@MainActor @preconcurrency public protocol ProgressViewStyle {}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/progressviewstyle/circular>.
  nonisolated public static var circular: CircularProgressViewStyle {
    CircularProgressViewStyle()
  }
}
