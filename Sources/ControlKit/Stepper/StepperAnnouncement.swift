/// Something a screen reader should say; ``text(decimalSeparator:language:)`` words it in a
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
  public func text(decimalSeparator: Character = ".", language: ControlLanguage = .english)
    -> String
  {
    switch self {
    case .limitReached(let limit):
      language.limitReachedAnnouncement(limit)
    case .valueAdjusted(let value):
      language.valueSetAnnouncement(
        value.formatted(decimalSeparator: decimalSeparator, minusSign: "\u{2212}"))
    }
  }
}
