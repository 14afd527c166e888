extension ControlStringTable {
  /// Russian (ru): "из" takes the genitive, singular after a count whose category is one ("5
  /// из 21 шага"), plural otherwise ("5 из 10 шагов").
  static let russian = ControlStringTable(
    strings: [
      .increase: "Увеличить",
      .decrease: "Уменьшить",
      .stepperHint: "Изменяет значение с заданным шагом.",
      .maximumReached: "Достигнут максимум",
      .minimumReached: "Достигнут минимум",
      .valueSet: "Установлено значение {value}",
      .loading: "Загрузка",
      .cancel: "Отмена",  // GTK 4.8 po/ru.po "_Cancel" = "_Отмена"
      .done: "Готово",
      .maximumWord: "максимум",
      .minimumWord: "минимум",
      .valueAtLimit: "{value}, {limit}",
      .arcStepperLabel: "Значение",  // GTK 4.8 po/ru.po "Value"
      .percent: "{value}\u{00A0}%",
      .titleWithDetails: "{title}, {details}",
    ],
    stepOf: [
      .one: "{step} из {count} шага",
      .few: "{step} из {count} шагов",
      .many: "{step} из {count} шагов",
      .other: "{step} из {count} шагов",
    ])
}
