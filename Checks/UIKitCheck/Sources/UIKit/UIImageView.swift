public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uiimageview>.
///
/// Keeps the image it is given; draws nothing.
@MainActor
open class UIImageView: UIView {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimageview/init(image:)>.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/init(frame:)>
  /// (inherited; declared here because the stub's `init(image:)` is designated, as Apple's is).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimageview/init(coder:)>.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiimageview/image>.
  open var image: UIImage?
}
