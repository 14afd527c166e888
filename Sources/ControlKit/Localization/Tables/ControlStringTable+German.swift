extension ControlStringTable {
  /// German (de).
  static let german = ControlStringTable(
    strings: [
      .increase: "Erhöhen",
      .decrease: "Verringern",
      .stepperHint: "Passt den Wert schrittweise an.",
      .maximumReached: "Maximum erreicht",
      .minimumReached: "Minimum erreicht",
      .valueSet: "Auf {value} gesetzt",
      .loading: "Wird geladen",
      .cancel: "Abbrechen",  // GTK 4.8 po/de.po "_Cancel" = "_Abbrechen"
      .done: "Fertig",
      .maximumWord: "Maximum",
      .minimumWord: "Minimum",
      .valueAtLimit: "{value}, {limit}",
      .arcStepperLabel: "Wert",  // GTK 4.8 po/de.po "Value"
      .percent: "{value}\u{00A0}%",
      .titleWithDetails: "{title}, {details}",
    ],
    stepOf: [.one: "{step} von {count}", .other: "{step} von {count}"])
}
