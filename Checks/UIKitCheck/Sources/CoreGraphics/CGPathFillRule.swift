/// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgpathfillrule>.
public enum CGPathFillRule: Int, @unchecked Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgpathfillrule/winding>.
  case winding = 0
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgpathfillrule/evenodd>.
  case evenOdd = 1
}
