extension ControlStringTable {
  /// Spanish (es).
  static let spanish = ControlStringTable(
    strings: [
      .increase: "Aumentar",
      .decrease: "Disminuir",
      .stepperHint: "Ajusta el valor por pasos.",
      .maximumReached: "Máximo alcanzado",
      .minimumReached: "Mínimo alcanzado",
      .valueSet: "Establecido en {value}",
      .loading: "Cargando",
      .cancel: "Cancelar",  // GTK 4.8 po/es.po "_Cancel" = "_Cancelar"
      .done: "OK",
      .maximumWord: "máximo",
      .minimumWord: "mínimo",
      .valueAtLimit: "{value}, {limit}",
      .arcStepperLabel: "Valor",  // GTK 4.8 po/es.po "Value"
      .percent: "{value}\u{00A0}%",
      .titleWithDetails: "{title}, {details}",
    ],
    stepOf: [.one: "{step} de {count}", .many: "{step} de {count}", .other: "{step} de {count}"])
}
