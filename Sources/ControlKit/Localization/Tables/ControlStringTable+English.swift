extension ControlStringTable {
  /// English (en), the default.
  ///
  /// Apple and GTK write these words in English in their sources.
  static let english = ControlStringTable(
    strings: [
      .increase: "Increase",
      .decrease: "Decrease",
      .stepperHint: "Adjusts the value in steps.",
      .maximumReached: "Maximum reached",
      .minimumReached: "Minimum reached",
      .valueSet: "Set to {value}",
      .loading: "Loading",
      .cancel: "Cancel",  // GTK msgid "_Cancel"; UIKit UIBarButtonItem.SystemItem.cancel
      .done: "Done",  // UIKit UIBarButtonItem.SystemItem.done
      .maximumWord: "maximum",
      .minimumWord: "minimum",
      .valueAtLimit: "{value}, {limit}",
      .arcStepperLabel: "Value",  // GTK msgid "Value"
      .percent: "{value}%",
      .titleWithDetails: "{title}, {details}",
    ],
    stepOf: [.one: "{step} of {count}", .other: "{step} of {count}"])
}
