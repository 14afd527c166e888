/// The on-screen keyboard a stepper's number field asks for: the keys its configuration can
/// type, and no more.
///
/// iPhone's number pad has digits only, and its decimal pad digits and the region's decimal
/// separator: neither has a minus key, so a stepper whose range reaches below zero would leave
/// the user no way to type a negative value. Such a stepper asks for the keyboard with numbers
/// and punctuation (UIKit's `.numbersAndPunctuation`, which has "-", "." and "," and a Return
/// key) instead. The front-ends map it to their platform's keyboard setting.
///
/// ```swift
/// try StepperConfiguration(range: 1...99).keypad                 // .number
/// try StepperConfiguration(range: 0...10, step: 0.5).keypad      // .decimal
/// try StepperConfiguration(range: -20...40).keypad               // .signed
/// ```
public enum StepperKeypad: String, Hashable, Sendable, CaseIterable {
  /// Digits only: a whole-number range that never goes below zero.
  case number
  /// Digits and the decimal separator: fraction digits, never below zero.
  case decimal
  /// Digits, a minus sign and the separators: a range that reaches below zero.
  case signed

  /// Whether the keyboard has a Return key of its own.
  ///
  /// Number and decimal pads have none, so a front-end gives them a Done key (UIKit: a toolbar
  /// with the system Done item).
  public var hasReturnKey: Bool { self == .signed }
}
