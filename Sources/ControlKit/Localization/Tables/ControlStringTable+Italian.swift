extension ControlStringTable {
  /// Italian (it).
  static let italian = ControlStringTable(
    strings: [
      .increase: "Aumenta",
      .decrease: "Diminuisci",
      .stepperHint: "Regola il valore a passi.",
      .maximumReached: "Massimo raggiunto",
      .minimumReached: "Minimo raggiunto",
      .valueSet: "Impostato su {value}",
      .loading: "Caricamento",
      .cancel: "Annulla",  // GTK 4.8 po/it.po "_Cancel" = "A_nnulla"
      .done: "Fine",
      .maximumWord: "massimo",
      .minimumWord: "minimo",
      .valueAtLimit: "{value}, {limit}",
      .arcStepperLabel: "Valore",  // GTK 4.8 po/it.po "Value"
      .percent: "{value}%",
      .titleWithDetails: "{title}, {details}",
    ],
    stepOf: [.one: "{step} di {count}", .many: "{step} di {count}", .other: "{step} di {count}"])
}
