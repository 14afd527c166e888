/// Something a screen reader should say; ``text(numberSymbols:language:)`` words it in a
/// ``ControlLanguage``.
public enum StepperAnnouncement: Hashable, Sendable {
  /// The user pushed against a limit ("Maximum reached").
  case limitReached(RangeLimit)
  /// Typed text was committed as a different value (it was clamped or snapped): say the new one.
  case valueAdjusted(FixedDecimal)
}

extension StepperAnnouncement {
  /// What a screen reader says, in `language`: "Maximum reached", "Minimum reached", "Set to 5"
  /// in English (the default); "已达到最大值", "已达到最小值", "已设为 5" in Simplified Chinese.
  ///
  /// - Parameters:
  ///   - numberSymbols: how values are written (the stepper's
  ///     ``StepperConfiguration/numberSymbols``).
  ///   - language: the language of the words.
  public func text(
    numberSymbols: NumberSymbols = .plain, language: ControlLanguage = .english
  ) -> String {
    switch self {
    case .limitReached(let limit):
      language.limitReachedAnnouncement(limit)
    case .valueAdjusted(let value):
      language.valueSetAnnouncement(
        value.accessibilityText(with: numberSymbols))
    }
  }
}
