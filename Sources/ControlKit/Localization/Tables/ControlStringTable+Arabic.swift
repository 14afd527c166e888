extension ControlStringTable {
  /// Arabic (ar), written right to left: after "من" the noun is genitive, plural for 3–10
  /// ("خطوات"), singular otherwise ("خطوة"); the Arabic comma "،" joins the limit word and a
  /// HUD's title to its details line.
  ///
  /// A count of 1 or 2 is said by the noun itself, as Arabic counts them: "خطوة واحدة" (one
  /// step), the dual "خطوتين" (two steps). "1 من 2 خطوتين" said the two twice; Flutter's Arabic
  /// catalogues write the same forms ("دقيقة واحدة", "دقيقتان" in cupertino_ar.arb).
  ///
  /// The percent sign follows the digits, as ICU writes them: "50‎%‎" (ASCII digits, the sign
  /// between left-to-right marks, as "ar" and "ar-MA"), "٥٠٪؜" (Arabic-Indic digits, U+066A
  /// and an Arabic letter mark, as "ar-EG" and "ar-SA").
  static let arabic = ControlStringTable(
    strings: [
      .increase: "زيادة",
      .decrease: "تقليل",
      .stepperHint: "يضبط القيمة بخطوات.",
      .maximumReached: "تم بلوغ الحد الأقصى",
      .minimumReached: "تم بلوغ الحد الأدنى",
      .valueSet: "تم التعيين إلى {value}",
      .loading: "جارٍ التحميل",
      // The verbal noun, as Android's Arabic catalogues ("إلغاء" on their cancel buttons) and
      // Flutter's (cancelButtonLabel) name the button; GTK 4.8's po/ar.po has the imperative
      // "أ_لغِ" (cancel!), which was ours until issue 45.
      .cancel: "إلغاء",
      .done: "تم",
      .maximumWord: "الحد الأقصى",
      .minimumWord: "الحد الأدنى",
      .valueAtLimit: "{value}، {limit}",
      .arcStepperLabel: "القيمة",  // GTK 4.8 po/ar.po "Value"
      .percent: "{value}\u{200E}%\u{200E}",
      .titleWithDetails: "{title}، {details}",
    ],
    stepOf: [
      .zero: "{step} من {count} خطوة",
      .one: "{step} من خطوة واحدة",
      .two: "{step} من خطوتين",
      .few: "{step} من {count} خطوات",
      .many: "{step} من {count} خطوة",
      .other: "{step} من {count} خطوة",
    ],
    percentInNativeDigits: "{value}\u{066A}\u{061C}")
}
