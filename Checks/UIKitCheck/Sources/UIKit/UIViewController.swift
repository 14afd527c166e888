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
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)>.
  ///
  /// Presents nothing: the stub has no window to present in.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)>.
  ///
  /// Dismisses nothing (see `present(_:animated:completion:)`).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}
