extension ControlStringTable {
  /// Arabic (ar), written right to left: after "من" the noun is genitive, dual for 2
  /// ("خطوتين"), plural for 3–10 ("خطوات"), singular otherwise ("خطوة"); the Arabic comma "،"
  /// joins the limit word.
  static let arabic = ControlStringTable(
    strings: [
      .increase: "زيادة",
      .decrease: "تقليل",
      .stepperHint: "يضبط القيمة بخطوات.",
      .maximumReached: "تم بلوغ الحد الأقصى",
      .minimumReached: "تم بلوغ الحد الأدنى",
      .valueSet: "تم التعيين إلى {value}",
      .loading: "جارٍ التحميل",
      .cancel: "ألغِ",  // GTK 4.8 po/ar.po "_Cancel" = "أ_لغِ"
      .maximumWord: "الحد الأقصى",
      .minimumWord: "الحد الأدنى",
      .valueAtLimit: "{value}، {limit}",
      .arcStepperLabel: "القيمة",  // GTK 4.8 po/ar.po "Value"
    ],
    stepOf: [
      .zero: "{step} من {count} خطوة",
      .one: "{step} من {count} خطوة",
      .two: "{step} من {count} خطوتين",
      .few: "{step} من {count} خطوات",
      .many: "{step} من {count} خطوة",
      .other: "{step} من {count} خطوة",
    ])
}
