extension ControlStringTable {
  /// Simplified Chinese (zh-Hans).
  static let simplifiedChinese = ControlStringTable(
    strings: [
      .increase: "增加",
      .decrease: "减少",
      .stepperHint: "按步长调整数值。",
      .maximumReached: "已达到最大值",
      .minimumReached: "已达到最小值",
      .valueSet: "已设为 {value}",
      .loading: "加载中",
      .cancel: "取消",  // GTK 4.8 po/zh_CN.po "_Cancel" = "取消(_C)"
      .done: "完成",
      .maximumWord: "最大值",
      .minimumWord: "最小值",
      .valueAtLimit: "{value}，{limit}",
      .arcStepperLabel: "数值",  // ControlKit 0.1 (GTK po/zh_CN.po "Value" = "值")
      .percent: "{value}%",
      .titleWithDetails: "{title}，{details}",
    ],
    stepOf: [.other: "第 {step} 步，共 {count} 步"],
    // An empty ring has taken no step: "第 0 步" would be an ordinal "step number 0", which
    // does not exist; the cardinal "0 步" counts the steps taken.
    stepZeroOf: [.other: "{step} 步，共 {count} 步"])
}
