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
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted>.
  open var isHighlighted: Bool = false
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/isselected>.
  open var isSelected: Bool = false
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/state-swift.property>.
  ///
  /// The page: "a bitmask of the constants in the UIControl.State type ... You can also get the
  /// values for individual states using the properties of this class"; the stub combines those
  /// three properties, so a subclass that declared its own `state` would fail to compile here as
  /// it does in Xcode.
  open var state: UIControl.State {
    var state: UIControl.State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:)>.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/continuetracking(_:with:)>.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/endtracking(_:with:)>.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/canceltracking(with:)>.
  open func cancelTracking(with event: UIEvent?) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)>.
  ///
  /// Records nothing the tests read: `sendActions(for:)` is where they observe events.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)>.
  open func sendActions(for controlEvents: UIControl.Event) {}
}
