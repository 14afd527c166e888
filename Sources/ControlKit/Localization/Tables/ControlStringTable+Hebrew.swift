extension ControlStringTable {
  /// Hebrew (he), written right to left.
  static let hebrew = ControlStringTable(
    strings: [
      .increase: "הגדלה",
      .decrease: "הקטנה",
      .stepperHint: "משנה את הערך בצעדים.",
      .maximumReached: "הגעת לערך המרבי",
      .minimumReached: "הגעת לערך המזערי",
      .valueSet: "הוגדר ל־{value}",
      .loading: "בטעינה",
      .cancel: "ביטול",  // GTK 4.8 po/he.po "_Cancel" = "_ביטול"
      .done: "סיום",
      .maximumWord: "ערך מרבי",
      .minimumWord: "ערך מזערי",
      .valueAtLimit: "{value}, {limit}",
      .arcStepperLabel: "ערך",  // GTK 4.8 po/he.po "Value"
      .percent: "{value}%",
      .titleWithDetails: "{title}, {details}",
    ],
    stepOf: [
      .one: "{step} מתוך {count}", .two: "{step} מתוך {count}", .other: "{step} מתוך {count}",
    ])
}
