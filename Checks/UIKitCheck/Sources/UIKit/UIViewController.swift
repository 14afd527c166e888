public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uiviewcontroller>.
///
/// `view` is a plain view made at initialisation (the stub loads no nib and runs no
/// `loadView()`); nothing calls `viewDidLoad()`.
@MainActor
open class UIViewController: UIResponder {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)>.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    view = UIView(frame: .zero)
    super.init()
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)>.
  public required init?(coder: NSCoder) {
    view = UIView(frame: .zero)
    super.init()
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiviewcontroller/view>.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView!
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()>.
  open func viewDidLoad() {}
}
