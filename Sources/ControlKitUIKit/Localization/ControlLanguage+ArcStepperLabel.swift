#if canImport(UIKit)
import ControlKit

extension ControlLanguage {
  /// The arc stepper's VoiceOver label when the app gives none: "Value", "数值", "Wert" (the
  /// core's ``ControlLanguage/arcStepperLabel``, GTK's own word for "Value" where it has one).
  var defaultArcStepperLabel: String { arcStepperLabel }
}
#endif
