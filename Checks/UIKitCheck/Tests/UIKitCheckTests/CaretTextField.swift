import Foundation
import UIKit

/// A position in ``CaretTextField``: a UTF-16 offset.
final class OffsetPosition: UITextPosition {
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
    super.init()
  }
}

/// A range in ``CaretTextField``: two UTF-16 offsets.
final class OffsetRange: UITextRange {
  let lower: Int
  let upper: Int

  init(_ lower: Int, _ upper: Int) {
    self.lower = lower
    self.upper = upper
    super.init()
  }
}

/// A `UITextField` with the little of UIKit's text engine the caret rule needs (positions as
/// UTF-16 offsets, a selection), built from the public `UITextInput` override points so that it
/// compiles unchanged against the SDK; and UIKit's part of typing: ask the delegate, apply an
/// accepted edit, put the caret after it.
final class CaretTextField: UITextField {
  override var beginningOfDocument: UITextPosition { OffsetPosition(0) }

  override func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    guard let start = position as? OffsetPosition else { return nil }
    let target = start.offset + offset
    return (0...(text ?? "").utf16.count).contains(target) ? OffsetPosition(target) : nil
  }

  override func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    guard let from = fromPosition as? OffsetPosition, let to = toPosition as? OffsetPosition
    else { return nil }
    return OffsetRange(min(from.offset, to.offset), max(from.offset, to.offset))
  }

  /// The selection as UTF-16 offsets (the caret when empty).
  var selection: Range<Int> {
    get {
      guard let range = selectedTextRange as? OffsetRange else {
        let end = (text ?? "").utf16.count
        return end..<end
      }
      return range.lower..<range.upper
    }
    set { selectedTextRange = OffsetRange(newValue.lowerBound, newValue.upperBound) }
  }

  /// Types `string` over the selection, as UIKit does for one key or one input-method commit:
  /// asks the delegate; when it agrees, replaces the selection and puts the caret after it.
  func type(_ string: String) {
    let range = selection
    let nsRange = NSRange(location: range.lowerBound, length: range.count)
    guard
      delegate?.textField(self, shouldChangeCharactersIn: nsRange, replacementString: string)
        ?? true
    else { return }
    var units = Array((text ?? "").utf16)
    units.replaceSubrange(range, with: Array(string.utf16))
    text = String(decoding: units, as: UTF16.self)
    let caret = range.lowerBound + string.utf16.count
    selection = caret..<caret
  }
}
