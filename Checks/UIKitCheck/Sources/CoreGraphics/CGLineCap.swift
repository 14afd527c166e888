// Linux Foundation provides CGFloat, CGPoint, CGSize and CGRect; CGLineCap is named by SwiftUI's
// StrokeStyle and by CGContext.setLineCap(_:) (the Apple front-ends' CoreGraphicsRenderer).

/// Transcribed from <https://developer.apple.com/documentation/coregraphics/cglinecap>.
public enum CGLineCap: Int32, @unchecked Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cglinecap/butt>.
  case butt = 0
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cglinecap/round>.
  case round = 1
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cglinecap/square>.
  case square = 2
}
