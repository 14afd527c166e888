// Stub of CoreGraphics' `CGColor` (CGRect, CGPoint, CGSize and CGFloat come from Linux Foundation).
public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcolor>.
///
/// Keeps its components so that tests can read a layer's colour back.
public final class CGColor {
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcolor/components>.
  ///
  /// Gray and alpha for a gray colour, red, green, blue and alpha for an RGB one.
  public var components: [CGFloat]? { stored }
  private let stored: [CGFloat]

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcolor/init(gray:alpha:)>.
  public init(gray: CGFloat, alpha: CGFloat) {
    stored = [gray, alpha]
  }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:)>.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    stored = [red, green, blue, alpha]
  }
}
