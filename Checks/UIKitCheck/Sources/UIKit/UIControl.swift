public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol>.
///
/// `sendActions(for:)` calls nothing (UIKit's target-action dispatch is not imitated); tests
/// observe it by overriding it in a subclass, which works unchanged against the real SDK.
@MainActor
open class UIControl: UIView {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/init(frame:)>.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/init(coder:)>.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/isenabled>.
  open var isEnabled: Bool = true

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:)>.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/continuetracking(_:with:)>.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/endtracking(_:with:)>.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/canceltracking(with:)>.
  open func cancelTracking(with event: UIEvent?) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)>.
  open func sendActions(for controlEvents: UIControl.Event) {}
}
