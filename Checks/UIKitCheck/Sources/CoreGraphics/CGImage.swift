public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgimage>.
///
/// Decodes nothing: a test makes one of a pixel size (``init(stubWidth:height:)``), and
/// ``cropping(to:)`` records the crop.
public final class CGImage {
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgimage/width>.
  public var width: Int { stubWidth }
  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgimage/height>.
  public var height: Int { stubHeight }

  /// Transcribed from <https://developer.apple.com/documentation/coregraphics/cgimage/cropping(to:)>.
  ///
  /// An image of the crop's size that remembers the crop (``recordedCrop``).
  public func cropping(to rect: CGRect) -> CGImage? {
    let cropped = CGImage(stubWidth: Int(rect.width), height: Int(rect.height))
    cropped.recordedCrop = rect
    return cropped
  }

  /// An image of `stubWidth` × `height` pixels (stub machinery for tests, `package`).
  package init(stubWidth: Int, height: Int) {
    self.stubWidth = stubWidth
    self.stubHeight = height
  }

  /// The rectangle ``cropping(to:)`` cut this image with, if it did (for the check tests).
  package private(set) var recordedCrop: CGRect?
  private let stubWidth: Int
  private let stubHeight: Int
}
