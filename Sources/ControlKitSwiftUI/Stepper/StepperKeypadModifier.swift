#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI
import UIKit

/// Asks for the keyboard of the core's keypad (``ControlKit/StepperKeypad``): the number pad,
/// the decimal pad, or numbers and punctuation when the range reaches below zero (neither pad
/// has a minus key), as the UIKit stepper does.
///
/// SwiftUI's `keyboardType(_:)` takes UIKit's `UIKeyboardType` and exists where UIKit does
/// (iOS, Mac Catalyst, visionOS); on macOS this file's other half leaves the field as it is.
struct StepperKeypadModifier: ViewModifier {
  /// The keypad the configuration asks for.
  let keypad: StepperKeypad

  func body(content: Content) -> some View {
    content.keyboardType(UIKeyboardType(keypad))
  }
}
#elseif canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Nothing: macOS has no on-screen keypads and SwiftUI no `keyboardType(_:)` there.
struct StepperKeypadModifier: ViewModifier {
  /// The keypad the configuration asks for (unused here).
  let keypad: StepperKeypad

  func body(content: Content) -> some View { content }
}
#endif
