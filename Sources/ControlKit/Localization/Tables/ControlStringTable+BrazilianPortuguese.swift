extension ControlStringTable {
  /// Brazilian Portuguese (pt-BR), also used for European Portuguese (pt-PT), whose GTK words
  /// for "Cancel" and "Value" are the same.
  static let brazilianPortuguese = ControlStringTable(
    strings: [
      .increase: "Aumentar",
      .decrease: "Diminuir",
      .stepperHint: "Ajusta o valor em passos.",
      .maximumReached: "Máximo atingido",
      .minimumReached: "Mínimo atingido",
      .valueSet: "Definido como {value}",
      .loading: "Carregando",
      .cancel: "Cancelar",  // GTK 4.8 po/pt_BR.po (and po/pt.po) "_Cancel" = "_Cancelar"
      .done: "OK",
      .maximumWord: "máximo",
      .minimumWord: "mínimo",
      .valueAtLimit: "{value}, {limit}",
      .arcStepperLabel: "Valor",  // GTK 4.8 po/pt_BR.po (and po/pt.po) "Value"
      .percent: "{value}%",
      .titleWithDetails: "{title}, {details}",
    ],
    stepOf: [.one: "{step} de {count}", .many: "{step} de {count}", .other: "{step} de {count}"])
}
