extension ControlLanguage {
  /// The increment button's accessible label: "Increase", "增加".
  public var increaseButtonLabel: String {
    switch self {
    case .english: "Increase"
    case .simplifiedChinese: "增加"
    }
  }

  /// The decrement button's accessible label: "Decrease", "减少".
  public var decreaseButtonLabel: String {
    switch self {
    case .english: "Decrease"
    case .simplifiedChinese: "减少"
    }
  }

  /// The stepper's accessibility hint: "Adjusts the value in steps.", "按步长调整数值。".
  public var stepperHint: String {
    switch self {
    case .english: "Adjusts the value in steps."
    case .simplifiedChinese: "按步长调整数值。"
    }
  }

  /// Announced when the user pushes against a limit: "Maximum reached", "已达到最大值".
  public func limitReachedAnnouncement(_ limit: RangeLimit) -> String {
    switch (self, limit) {
    case (.english, .upper): "Maximum reached"
    case (.english, .lower): "Minimum reached"
    case (.simplifiedChinese, .upper): "已达到最大值"
    case (.simplifiedChinese, .lower): "已达到最小值"
    }
  }

  /// Announced when typed text was committed as another value: "Set to 5", "已设为 5".
  ///
  /// - Parameter valueText: the value as it should be spoken (U+2212 for minus).
  public func valueSetAnnouncement(_ valueText: String) -> String {
    switch self {
    case .english: "Set to \(valueText)"
    case .simplifiedChinese: "已设为 \(valueText)"
    }
  }

  /// What the HUD announces (and names itself) when its content has no title: "Loading",
  /// "加载中".
  public var loadingTitle: String {
    switch self {
    case .english: "Loading"
    case .simplifiedChinese: "加载中"
    }
  }

  /// The HUD's Cancel button: "Cancel", "取消".
  public var cancelTitle: String {
    switch self {
    case .english: "Cancel"
    case .simplifiedChinese: "取消"
    }
  }

  /// The arc stepper's spoken value: "5 of 10", "第 5 步，共 10 步".
  public func stepValueText(step: Int, count: Int) -> String {
    stepValueText(stepText: String(step), countText: String(count))
  }

  /// ``stepValueText(step:count:)`` with the numbers already written.
  func stepValueText(stepText step: String, countText count: String) -> String {
    switch self {
    case .english: "\(step) of \(count)"
    case .simplifiedChinese: "第 \(step) 步，共 \(count) 步"
    }
  }

  /// The word for a limit, as the arc stepper appends it: "maximum", "最大值".
  public func limitWord(_ limit: RangeLimit) -> String {
    switch (self, limit) {
    case (.english, .upper): "maximum"
    case (.english, .lower): "minimum"
    case (.simplifiedChinese, .upper): "最大值"
    case (.simplifiedChinese, .lower): "最小值"
    }
  }

  /// A value followed by its limit word: "10 of 10, maximum", "第 10 步，共 10 步，最大值".
  public func valueAtLimit(_ valueText: String, _ limit: RangeLimit) -> String {
    switch self {
    case .english: "\(valueText), \(limitWord(limit))"
    case .simplifiedChinese: "\(valueText)，\(limitWord(limit))"
    }
  }
}
