// Stub of CoreGraphics' `CGColor` (CGRect, CGPoint, CGSize and CGFloat come from Linux Foundation).
public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcolor>.
public final class CGColor {
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcolor/init(gray:alpha:)>.
  public init(gray: CGFloat, alpha: CGFloat) {}
}
