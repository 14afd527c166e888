/// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgaffinetransform>.
public struct CGAffineTransform: Sendable {
  /// Stub machinery: the stub holds no matrix.
  init() {}
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgaffinetransform/identity>.
  public static let identity = CGAffineTransform()
}
