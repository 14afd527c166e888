public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uiwindow>.
///
/// Keeps what was set; `init(windowScene:)` records the scene (UIKit also sizes the window to
/// it; the stub lays nothing out).
@MainActor
open class UIWindow: UIView {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiwindow/init(frame:)>.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)>.
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init(frame: .zero)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiview/init(coder:)>.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiwindow/windowscene>.
  open weak var windowScene: UIWindowScene?
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiwindow/windowlevel>.
  open var windowLevel: UIWindow.Level = .normal
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiwindow/canbecomekey>.
  open var canBecomeKey: Bool { true }
}
