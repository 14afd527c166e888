public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uitextfielddelegate>.
///
/// Apple's methods are all `optional`; here each method the front-end implements is required
/// and none has a default, so a misspelled delegate method fails to compile.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidbeginediting(_:)>.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)>.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)>.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)>.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
}
