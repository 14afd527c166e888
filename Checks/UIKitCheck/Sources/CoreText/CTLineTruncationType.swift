/// Transcribed from <https://developer.apple.com/documentation/coretext/ctlinetruncationtype>.
public enum CTLineTruncationType: Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/coretext/ctlinetruncationtype/start>.
  case start
  /// Transcribed from <https://developer.apple.com/documentation/coretext/ctlinetruncationtype/end>.
  case end
}
