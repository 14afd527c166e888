#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import ControlKit
import SwiftUI

/// A Done key on the keyboard's toolbar over a keypad without a Return key.
///
/// Those are the number and decimal pads (``ControlKit/StepperKeypad/hasReturnKey``), on which a
/// typed value would otherwise commit only when the field loses focus. The UIKit stepper puts UIKit's
/// system Done item there; SwiftUI has no system Done before iOS 26, so the key reads the
/// control's language's word (``ControlKit/ControlLanguage/doneTitle``).
///
/// The toolbar's keyboard placement (iOS 15, Mac Catalyst 15) collects the items of every view
/// on screen, so the key is there only while this stepper's field has focus: two steppers never
/// show two Done keys. visionOS has no keyboard placement, and this file's other half adds
/// nothing there, on macOS, or over the signed keypad, whose Return key commits
/// (`onSubmit`).
struct StepperDoneKeyModifier: ViewModifier {
  /// The keypad the field asks for.
  let keypad: StepperKeypad
  /// Whether the field has focus.
  let isFocused: Bool
  /// The key's title, in the control's language.
  let title: String
  /// Commits the typed text and ends editing.
  let done: @MainActor () -> Void

  /// Whether the key is on the toolbar: while the field has focus, over a keypad with no Return.
  static func showsDoneKey(keypad: StepperKeypad, isFocused: Bool) -> Bool {
    isFocused && !keypad.hasReturnKey
  }

  func body(content: Content) -> some View {
    content.toolbar {
      ToolbarItemGroup(placement: .keyboard) {
        if Self.showsDoneKey(keypad: keypad, isFocused: isFocused) {
          Spacer()
          Button(title, action: done)
        }
      }
    }
  }
}
#elseif canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Nothing: macOS has no on-screen keypad and visionOS no keyboard toolbar placement; the
/// field commits on Return and when it loses focus.
struct StepperDoneKeyModifier: ViewModifier {
  /// The keypad the field asks for (unused here).
  let keypad: StepperKeypad
  /// Whether the field has focus (unused here).
  let isFocused: Bool
  /// The key's title (unused here).
  let title: String
  /// Commits the typed text and ends editing (unused here).
  let done: @MainActor () -> Void

  func body(content: Content) -> some View { content }
}
#endif
