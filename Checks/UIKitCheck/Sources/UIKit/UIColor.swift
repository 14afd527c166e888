public import CoreGraphics
public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor>.
///
/// Keeps nothing: `cgColor` is a placeholder colour (the stub does not resolve colours).
open class UIColor: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)>.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)>.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)>.
  public init(cgColor: CGColor) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor/cgcolor>.
  open var cgColor: CGColor { CGColor(gray: 0, alpha: 1) }
}
