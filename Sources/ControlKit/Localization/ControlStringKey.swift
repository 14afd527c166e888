/// One entry of a language's table: everything a control shows or speaks.
///
/// Templates mark the
/// text they take with `{value}`, `{step}`, `{count}`, `{limit}`, `{title}` and `{details}`.
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
  /// The key that commits typed text and closes a keypad without a Return key: "Done" (the
  /// word of UIKit's system Done item, which the SwiftUI stepper's keyboard toolbar cannot use).
  case done
  /// The arc stepper's upper limit word: "maximum".
  case maximumWord
  /// The arc stepper's lower limit word: "minimum".
  case minimumWord
  /// A spoken value and its limit word: "{value}, {limit}".
  case valueAtLimit
  /// The arc stepper's accessibility label when the app gives none: "Value".
  case arcStepperLabel
  /// A percentage, the number already written in the locale's digits: "{value}%", "{value} %"
  /// (with U+00A0 in German, French, Spanish and Russian).
  ///
  /// Each language's pattern and sign are ICU's (CLDR's), as Foundation's
  /// `FormatStyle.percent` writes 0.5 for the bare language: "50%", "50 %", "50‎%‎".
  case percent
  /// A HUD's title and its details line read as one label: "{title}, {details}".
  ///
  /// The separator is the one CLDR's list patterns put between two items ("{0}, {1}"; "、" in
  /// Japanese), except where those join with "and" (Arabic "و") or with the enumeration comma
  /// (Chinese "、"): a title and its details are two clauses, joined with the language's
  /// clause comma ("،", "，").
  case titleWithDetails
}
