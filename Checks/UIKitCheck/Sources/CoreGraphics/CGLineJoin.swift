/// Transcribed from <https://developer.apple.com/documentation/coregraphics/cglinejoin>.
public enum CGLineJoin: Int32, @unchecked Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cglinejoin/miter>.
  case miter = 0
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cglinejoin/round>.
  case round = 1
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cglinejoin/bevel>.
  case bevel = 2
}
