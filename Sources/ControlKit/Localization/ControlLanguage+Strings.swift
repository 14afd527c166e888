extension ControlLanguage {
  /// The increment button's accessible label: "Increase", "增加", "Erhöhen".
  public var increaseButtonLabel: String { table[.increase] }

  /// The decrement button's accessible label: "Decrease", "减少", "Verringern".
  public var decreaseButtonLabel: String { table[.decrease] }

  /// The stepper's accessibility hint: "Adjusts the value in steps.", "按步长调整数值。".
  public var stepperHint: String { table[.stepperHint] }

  /// Announced when the user pushes against a limit: "Maximum reached", "已达到最大值".
  public func limitReachedAnnouncement(_ limit: RangeLimit) -> String {
    switch limit {
    case .upper: table[.maximumReached]
    case .lower: table[.minimumReached]
    }
  }

  /// Announced when typed text was committed as another value: "Set to 5", "已设为 5",
  /// "Auf 5 gesetzt".
  ///
  /// - Parameter valueText: the value as it should be spoken, already written with the
  ///   locale's symbols (``FixedDecimal/accessibilityText(with:)``; U+2212 for minus).
  public func valueSetAnnouncement(_ valueText: String) -> String {
    ControlStringTable.fill(table[.valueSet], ["value": valueText])
  }

  /// What the HUD announces (and names itself) when its content has no title: "Loading",
  /// "加载中", "Wird geladen".
  public var loadingTitle: String { table[.loading] }

  /// The HUD's Cancel button: "Cancel", "取消", "Abbrechen" (GTK's and the platform's word).
  public var cancelTitle: String { table[.cancel] }

  /// The keyboard's Done key, which commits typed text: "Done", "完成", "Fertig".
  public var doneTitle: String { table[.done] }

  /// The arc stepper's accessibility label when the app gives none: "Value", "数值", "Wert".
  public var arcStepperLabel: String { table[.arcStepperLabel] }

  /// The arc stepper's spoken value with ASCII digits: "5 of 10", "第 5 步，共 10 步",
  /// "10 段階中 5 段階目".
  public func stepValueText(step: Int, count: Int) -> String {
    stepValueText(step: step, count: count, numberSymbols: .plain)
  }

  /// The arc stepper's spoken value in this language's order and plural form.
  ///
  /// Step 0 (an empty ring) is counted, not ranked, where the language ranks the others
  /// ("0 步，共 10 步" beside "第 5 步，共 10 步").
  ///
  /// The numbers are written with `numberSymbols` (the locale's digits and grouping):
  ///
  /// ```swift
  /// ControlLanguage.russian.stepValueText(step: 5, count: 21, numberSymbols: .plain)
  /// // "5 из 21 шага" (21 takes the "one" form)
  /// ControlLanguage.japanese.stepValueText(step: 5, count: 10, numberSymbols: .plain)
  /// // "10 段階中 5 段階目"
  /// ```
  ///
  /// - Parameters:
  ///   - step: the current step.
  ///   - count: the number of steps; its ``PluralCategory`` picks the wording.
  ///   - numberSymbols: how the two numbers are written.
  public func stepValueText(step: Int, count: Int, numberSymbols: NumberSymbols) -> String {
    ControlStringTable.fill(
      table.stepOf(step: step, pluralCategory(of: count)),
      ["step": numberSymbols.integerText(step), "count": numberSymbols.integerText(count)])
  }

  /// The word for a limit, as the arc stepper appends it: "maximum", "最大值", "Maximum".
  public func limitWord(_ limit: RangeLimit) -> String {
    switch limit {
    case .upper: table[.maximumWord]
    case .lower: table[.minimumWord]
    }
  }

  /// A value followed by its limit word: "10 of 10, maximum", "第 10 步，共 10 步，最大值".
  ///
  /// - Parameters:
  ///   - valueText: the spoken value (``stepValueText(step:count:numberSymbols:)``).
  ///   - limit: the limit reached.
  public func valueAtLimit(_ valueText: String, _ limit: RangeLimit) -> String {
    ControlStringTable.fill(
      table[.valueAtLimit], ["value": valueText, "limit": limitWord(limit)])
  }

  /// A whole percentage in this language's pattern, with `numberSymbols`' digits: "50%",
  /// "50 %" (German, French, Spanish, Russian: U+00A0 before the sign), "٥٠٪؜" (Arabic with
  /// Arabic-Indic digits).
  ///
  /// ```swift
  /// ControlLanguage.german.percentText(50)                    // "50\u{00A0}%"
  /// let egypt = try NumberSymbols(zeroDigit: "\u{0660}")
  /// ControlLanguage.arabic.percentText(50, numberSymbols: egypt)  // "٥٠٪؜"
  /// ```
  ///
  /// - Parameters:
  ///   - percent: the percentage (50 for a half).
  ///   - numberSymbols: the locale's digits and grouping; their prefix and suffix are left out.
  public func percentText(_ percent: Int, numberSymbols: NumberSymbols = .plain) -> String {
    let template =
      numberSymbols.zeroDigit == "0"
      ? table[.percent] : (table.percentInNativeDigits ?? table[.percent])
    return ControlStringTable.fill(template, ["value": numberSymbols.integerText(percent)])
  }

  /// A title and its details line as one spoken label: "Uploading, 3 of 10", "正在上传，3/10",
  /// "جارٍ الرفع، 3 من 10".
  public func titleWithDetails(_ title: String, _ details: String) -> String {
    ControlStringTable.fill(table[.titleWithDetails], ["title": title, "details": details])
  }
}
