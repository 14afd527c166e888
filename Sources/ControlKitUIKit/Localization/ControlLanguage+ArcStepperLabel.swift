#if canImport(UIKit)
import ControlKit

extension ControlLanguage {
  /// The arc stepper's VoiceOver label when the app gives none: "Value", "数值".
  var defaultArcStepperLabel: String {
    switch self {
    case .english: "Value"
    case .simplifiedChinese: "数值"
    }
  }
}
#endif
