extension ControlStringTable {
  /// French (fr).
  static let french = ControlStringTable(
    strings: [
      .increase: "Augmenter",
      .decrease: "Diminuer",
      .stepperHint: "Ajuste la valeur par pas.",
      .maximumReached: "Maximum atteint",
      .minimumReached: "Minimum atteint",
      .valueSet: "Défini sur {value}",
      .loading: "Chargement",
      .cancel: "Annuler",  // GTK 4.8 po/fr.po "_Cancel" = "A_nnuler"
      .done: "OK",
      .maximumWord: "maximum",
      .minimumWord: "minimum",
      .valueAtLimit: "{value}, {limit}",
      .arcStepperLabel: "Valeur",  // GTK 4.8 po/fr.po "Value"
      .percent: "{value}\u{00A0}%",
      .titleWithDetails: "{title}, {details}",
    ],
    stepOf: [.one: "{step} sur {count}", .many: "{step} sur {count}", .other: "{step} sur {count}"])
}
