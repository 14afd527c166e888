public import CoreGraphics
public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor>.
///
/// Keeps what it was made from (components or a dynamic provider) so that tests can read a
/// colour back, also through `cgColor`.
open class UIColor: NSObject {
  private let components: (CGFloat, CGFloat, CGFloat, CGFloat)
  private let provider: ((UITraitCollection) -> UIColor)?

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)>.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    provider = nil
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)>.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    components = (0, 0, 0, 0)
    provider = dynamicProvider
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)>.
  public init(cgColor: CGColor) {
    components = (0, 0, 0, 1)
    provider = nil
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor/white>.
  open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor/gray>.
  open class var gray: UIColor { UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor/cgcolor>.
  ///
  /// The components; a dynamic colour is resolved for an unspecified trait collection (its
  /// light appearance here), as a `CGColor` does not follow the appearance.
  open var cgColor: CGColor {
    if let provider { return provider(UITraitCollection()).cgColor }
    return CGColor(red: components.0, green: components.1, blue: components.2, alpha: components.3)
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)>.
  ///
  /// A dynamic colour asks its provider, as the page says; any other colour is itself.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider?(traitCollection) ?? self
  }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)>.
  ///
  /// Reads back the components the colour was made from.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = components.0
    green?.pointee = components.1
    blue?.pointee = components.2
    alpha?.pointee = components.3
    return provider == nil
  }
}
