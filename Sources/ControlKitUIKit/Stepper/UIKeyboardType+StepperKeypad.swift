// One file, two modules: `Sources/ControlKitSwiftUI/Stepper/UIKeyboardType+StepperKeypad.swift`
// is a symlink to this one, so the mapping is written once (as FoundationNumberSymbols is); each
// front-end compiles its own internal copy, and on macOS, where there is no UIKit, neither does.
#if canImport(UIKit)
import ControlKit
import UIKit

extension UIKeyboardType {
  /// The keyboard for `keypad`: the number pad (digits), the decimal pad (digits and the
  /// region's decimal separator, which the core reads in any locale, as it reads "."), or
  /// numbers and punctuation, the one iPhone keyboard with a minus key (and a Return key).
  init(_ keypad: StepperKeypad) {
    switch keypad {
    case .number: self = .numberPad
    case .decimal: self = .decimalPad
    case .signed: self = .numbersAndPunctuation
    }
  }
}
#endif
