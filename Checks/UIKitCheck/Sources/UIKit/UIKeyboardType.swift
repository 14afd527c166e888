/// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardtype>.
public enum UIKeyboardType: Int, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardtype/default>.
  case `default` = 0
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardtype/numbersandpunctuation>.
  case numbersAndPunctuation = 2
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardtype/numberpad>.
  case numberPad = 4
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeyboardtype/decimalpad>.
  case decimalPad = 8
}
