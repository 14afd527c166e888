extension ControlStringTable {
  /// Hindi (hi): the count comes first ("10 में से 5").
  static let hindi = ControlStringTable(
    strings: [
      .increase: "बढ़ाएँ",
      .decrease: "घटाएँ",
      .stepperHint: "मान को चरणों में बदलता है।",
      .maximumReached: "अधिकतम सीमा पर पहुँच गए",
      .minimumReached: "न्यूनतम सीमा पर पहुँच गए",
      .valueSet: "{value} पर सेट किया गया",
      .loading: "लोड हो रहा है",
      .cancel: "रद्द करें",  // GTK 4.8 po/hi.po "Cancel" and "_Cancel" = "रद्द करें (_C)"
      .done: "पूर्ण",
      .maximumWord: "अधिकतम",
      .minimumWord: "न्यूनतम",
      .valueAtLimit: "{value}, {limit}",
      .arcStepperLabel: "मान",  // GTK 4.8 po/hi.po "Value"
      .percent: "{value}%",
      .titleWithDetails: "{title}, {details}",
    ],
    stepOf: [.one: "{count} में से {step}", .other: "{count} में से {step}"])
}
