/// Transcribed from <https://developer.apple.com/documentation/uikit/uilabel>.
@MainActor
open class UILabel: UIView {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uilabel/font>.
  ///
  /// Apple declares it implicitly unwrapped (`UIFont!`), and so does the stub.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont!
}
