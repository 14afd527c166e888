/// One entry of a language's table: everything a control shows or speaks.
///
/// Templates mark the
/// text they take with `{value}`, `{step}`, `{count}` and `{limit}`.
///
/// Every table has every key (`ControlStringTableTests` fails otherwise).
enum ControlStringKey: String, Hashable, Sendable, CaseIterable {
  /// The stepper's increment button: "Increase".
  case increase
  /// The stepper's decrement button: "Decrease".
  case decrease
  /// The stepper's accessibility hint: "Adjusts the value in steps.".
  case stepperHint
  /// Announced at the upper limit: "Maximum reached".
  case maximumReached
  /// Announced at the lower limit: "Minimum reached".
  case minimumReached
  /// Announced when typed text was committed as another value: "Set to {value}".
  case valueSet
  /// The HUD's title and announcement for content without one: "Loading".
  case loading
  /// The HUD's Cancel button: "Cancel".
  case cancel
  /// The arc stepper's upper limit word: "maximum".
  case maximumWord
  /// The arc stepper's lower limit word: "minimum".
  case minimumWord
  /// A spoken value and its limit word: "{value}, {limit}".
  case valueAtLimit
  /// The arc stepper's accessibility label when the app gives none: "Value".
  case arcStepperLabel
}
