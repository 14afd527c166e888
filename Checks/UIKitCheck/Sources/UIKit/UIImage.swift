public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uiimage>.
open class UIImage: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimage/init()>.
  public override init() {}

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimage/init(named:)>.
  ///
  /// Always an image: the stub has no asset catalog to miss.
  public init?(named name: String) {
    super.init()
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)>.
  public convenience init?(systemName name: String) {
    self.init()
  }
}
