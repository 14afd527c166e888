public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uiactivityindicatorview>.
///
/// Records whether it was last started or stopped (`isAnimating`); draws nothing.
@MainActor
open class UIActivityIndicatorView: UIView {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)>.
  public init(style: UIActivityIndicatorView.Style) {
    super.init(frame: .zero)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(frame:)>.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(coder:)>.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiactivityindicatorview/color>.
  ///
  /// Apple declares it implicitly unwrapped (`UIColor!`), and so does the stub.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var color: UIColor!
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating>.
  open var isAnimating: Bool { recordedAnimating }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()>.
  open func startAnimating() { recordedAnimating = true }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()>.
  open func stopAnimating() { recordedAnimating = false }

  private var recordedAnimating = false
}
