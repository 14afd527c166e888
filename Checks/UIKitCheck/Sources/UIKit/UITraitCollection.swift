public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uitraitcollection>.
///
/// Keeps the style it was made with.
open class UITraitCollection: NSObject {
  private var style: UIUserInterfaceStyle = .unspecified

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitraitcollection/init()>.
  public override init() {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)>.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    style = userInterfaceStyle
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle>.
  open var userInterfaceStyle: UIUserInterfaceStyle { style }
}
