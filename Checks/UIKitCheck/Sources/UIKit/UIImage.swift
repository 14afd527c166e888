public import CoreGraphics
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

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimage/size>.
  ///
  /// Zero by zero: the stub decodes nothing (a test's image overrides it).
  open var size: CGSize { CGSize(width: 0, height: 0) }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimage/scale>.
  open var scale: CGFloat { 1 }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimage/cgimage>.
  ///
  /// Nil: the stub decodes nothing (a test's image overrides it).
  open var cgImage: CGImage? { nil }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)>.
  ///
  /// Records `name` (``recordedSystemName``); draws nothing.
  public convenience init?(systemName name: String) {
    self.init()
    recordedSystemName = name
  }

  /// The SF Symbol name this image was made from (`init(systemName:)`), for the glue tests:
  /// not UIKit API (`package`, so neither the drift check nor an app sees it).
  package private(set) var recordedSystemName: String?
}
