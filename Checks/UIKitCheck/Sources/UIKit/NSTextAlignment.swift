/// Transcribed from <https://developer.apple.com/documentation/uikit/nstextalignment>.
public enum NSTextAlignment: Int, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/nstextalignment/left>.
  case left = 0
  /// Transcribed from <https://developer.apple.com/documentation/uikit/nstextalignment/center>.
  case center = 1
  /// Transcribed from <https://developer.apple.com/documentation/uikit/nstextalignment/right>.
  case right = 2
  /// Transcribed from <https://developer.apple.com/documentation/uikit/nstextalignment/justified>.
  case justified = 3
  /// Transcribed from <https://developer.apple.com/documentation/uikit/nstextalignment/natural>.
  case natural = 4
}
