import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uitextfield>.
///
/// Stored properties keep what was set; the text-input methods return no positions (the stub
/// has no text engine).
@MainActor
open class UITextField: UIControl {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextfield/text>.
  open var text: String?
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextfield/delegate>.
  weak open var delegate: (any UITextFieldDelegate)?
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextfield/font>.
  open var font: UIFont?
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextfield/textcolor>.
  open var textColor: UIColor?
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextfield/textalignment>.
  open var textAlignment: NSTextAlignment = .natural
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextfield/inputaccessoryview>.
  open var inputAccessoryView: UIView?
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype>.
  open var keyboardType: UIKeyboardType = .default
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory>.
  open var adjustsFontForContentSizeCategory: Bool = false
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument>.
  open var beginningOfDocument: UITextPosition { UITextPosition() }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange>.
  open var selectedTextRange: UITextRange?

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)>.
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:)>.
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  { nil }
}
