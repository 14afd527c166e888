extension ControlStringTable {
  /// Traditional Chinese (zh-Hant: Taiwan, Hong Kong, Macao).
  static let traditionalChinese = ControlStringTable(
    strings: [
      .increase: "增加",
      .decrease: "減少",
      .stepperHint: "按步長調整數值。",
      .maximumReached: "已達到最大值",
      .minimumReached: "已達到最小值",
      .valueSet: "已設為 {value}",
      .loading: "載入中",
      .cancel: "取消",  // GTK 4.8 po/zh_TW.po "_Cancel" = "取消(_C)"
      .done: "完成",
      .maximumWord: "最大值",
      .minimumWord: "最小值",
      .valueAtLimit: "{value}，{limit}",
      .arcStepperLabel: "數值",  // GTK 4.8 po/zh_TW.po and po/zh_HK.po "Value"
      .percent: "{value}%",
      .titleWithDetails: "{title}，{details}",
    ],
    stepOf: [.other: "第 {step} 步，共 {count} 步"],
    // An empty ring has taken no step: "第 0 步" would be an ordinal "step number 0", which
    // does not exist; the cardinal "0 步" counts the steps taken.
    stepZeroOf: [.other: "{step} 步，共 {count} 步"])
}
