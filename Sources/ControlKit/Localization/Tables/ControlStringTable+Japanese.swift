extension ControlStringTable {
  /// Japanese (ja): the count comes first ("10 段階中 5 段階目", as VoiceOver reads "10ページ中5ページ目").
  static let japanese = ControlStringTable(
    strings: [
      .increase: "増やす",
      .decrease: "減らす",
      .stepperHint: "値を段階的に調整します。",
      .maximumReached: "最大値に達しました",
      .minimumReached: "最小値に達しました",
      .valueSet: "{value} に設定しました",
      .loading: "読み込み中",
      .cancel: "キャンセル",  // GTK 4.8 po/ja.po "_Cancel" = "キャンセル(_C)"
      .done: "完了",
      .maximumWord: "最大",
      .minimumWord: "最小",
      .valueAtLimit: "{value}、{limit}",
      .arcStepperLabel: "値",  // GTK 4.8 po/ja.po "Value"
      .percent: "{value}%",
      .titleWithDetails: "{title}、{details}",
    ],
    stepOf: [.other: "{count} 段階中 {step} 段階目"],
    // An empty ring: "0 段階目" is the ordinal "the 0th step", which does not exist; the
    // cardinal "0 段階" counts the steps taken.
    stepZeroOf: [.other: "{count} 段階中 {step} 段階"])
}
