public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uiresponder>.
@MainActor
open class UIResponder: NSObject {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiresponder/init()>.
  public override init() {}

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder>.
  open var canBecomeFirstResponder: Bool { false }

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()>.
  ///
  /// Returns `canBecomeFirstResponder` (the stub has no responder chain to ask).
  open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()>.
  ///
  /// Returns true, as the page says the default implementation does.
  open func resignFirstResponder() -> Bool { true }

  // Apple declares the keyboard names as `nonisolated class let`; Swift source cannot declare a
  // class stored property, so the stub says `static let` (callers spell both the same way, and
  // the drift test reads one as the other).

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification>.
  nonisolated public static let keyboardWillChangeFrameNotification: NSNotification.Name =
    NSNotification.Name("UIKeyboardWillChangeFrameNotification")
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification>.
  nonisolated public static let keyboardWillHideNotification: NSNotification.Name =
    NSNotification.Name("UIKeyboardWillHideNotification")
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey>.
  nonisolated public static let keyboardFrameEndUserInfoKey: String =
    "UIKeyboardFrameEndUserInfoKey"

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
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint>.
  open var accessibilityHint: String?
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylanguage>:
  /// `@MainActor var accessibilityLanguage: String? { get set }` (isolated here by the class).
  open var accessibilityLanguage: String?
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits>.
  open var accessibilityTraits: UIAccessibilityTraits = []
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal>.
  open var accessibilityViewIsModal: Bool = false
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()>.
  open func accessibilityPerformEscape() -> Bool { false }
  // Isolation: Apple's current pages declare both `@MainActor func accessibilityIncrement()`;
  // older SDKs (iPhoneOS 16.5's interface among them) import them nonisolated. `make check-uikit`
  // builds the front-end a second time with `-D UIKIT_STUB_NONISOLATED_ACCESSIBILITY`, so our
  // overrides must compile without a warning under both declarations.
  #if UIKIT_STUB_NONISOLATED_ACCESSIBILITY
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()>,
  /// as older SDKs import it: nonisolated.
  nonisolated open func accessibilityIncrement() {}
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()>,
  /// as older SDKs import it: nonisolated.
  nonisolated open func accessibilityDecrement() {}
  #else
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()>:
  /// `@MainActor func accessibilityIncrement()`.
  @MainActor open func accessibilityIncrement() {}
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()>:
  /// `@MainActor func accessibilityDecrement()`.
  @MainActor open func accessibilityDecrement() {}
  #endif

  // Apple declares these two on NSObject too (the NSNibAwaking informal protocol); like the
  // accessibility members above, the stub declares them here so that views can override them.

  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()>.
  open func awakeFromNib() {}
  /// Transcribed from <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/prepareforinterfacebuilder()>.
  open func prepareForInterfaceBuilder() {}
}
