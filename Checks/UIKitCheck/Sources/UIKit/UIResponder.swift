public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uiresponder>.
@MainActor
open class UIResponder: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiresponder/init()>.
  public override init() {}

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder>.
  open var canBecomeFirstResponder: Bool { false }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:)>.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

  // Apple declares the accessibility members below on NSObject (the UIAccessibility informal
  // protocol, in an extension). Swift on Linux cannot override a member declared in an extension
  // without Objective-C, so the stub declares them on the first class of ours in the hierarchy;
  // their declaration text is Apple's.

  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement>.
  open var isAccessibilityElement: Bool = false
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel>.
  open var accessibilityLabel: String?
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue>.
  open var accessibilityValue: String?
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits>.
  open var accessibilityTraits: UIAccessibilityTraits = []
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()>.
  open func accessibilityIncrement() {}
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()>.
  open func accessibilityDecrement() {}

  // Apple declares these two on NSObject too (the NSNibAwaking informal protocol); like the
  // accessibility members above, the stub declares them here so that views can override them.

  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()>.
  open func awakeFromNib() {}
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/prepareforinterfacebuilder()>.
  open func prepareForInterfaceBuilder() {}
}
