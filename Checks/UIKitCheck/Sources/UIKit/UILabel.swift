/// Transcribed from <https://developer.apple.com/documentation/uikit/uilabel>.
@MainActor
open class UILabel: UIView {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uilabel/font>.
  ///
  /// Apple declares it implicitly unwrapped (`UIFont!`), and so does the stub.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont!
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uilabel/text>.
  open var text: String?
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uilabel/textcolor>.
  ///
  /// Apple declares it implicitly unwrapped (`UIColor!`), and so does the stub.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textColor: UIColor!
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uilabel/textalignment>.
  open var textAlignment: NSTextAlignment = .natural
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uilabel/numberoflines>.
  open var numberOfLines: Int = 1
}
