// One file, two modules: `Sources/ControlKitSwiftUI/Support/StepperDrawing+NativeField.swift` is
// a symlink to this one (as `CoreGraphicsRenderer.swift` is shared).
#if canImport(UIKit) || (canImport(SwiftUI) && !os(tvOS) && !os(watchOS))
import ControlKit

extension StepperDrawing {
  /// `commands` (a list from ``drawing(presentation:layout:style:theme:measure:)``) without what
  /// a native text field draws itself: the text command and, while editing, the caret bar that
  /// follows it.
  ///
  /// The Apple front-ends keep a native field at the core's field frame (UIKit's `UITextField`,
  /// SwiftUI's `TextField`) for the keyboard, selection, IME and VoiceOver: it shows the text
  /// and its own caret, so those two commands are left out and the rest (the field's fill,
  /// border and focus ring, − and +) is drawn from the core's list.
  static func withoutFieldText(_ commands: [DrawCommand], isEditing: Bool) -> [DrawCommand] {
    guard
      let text = commands.firstIndex(where: {
        if case .text = $0 { return true }
        return false
      })
    else { return commands }
    var last = text
    if isEditing, text + 1 < commands.count,
      case .roundedRect(_, _, .some, nil) = commands[text + 1]
    {
      last = text + 1
    }
    var kept = commands
    kept.removeSubrange(text...last)
    return kept
  }
}
#endif
