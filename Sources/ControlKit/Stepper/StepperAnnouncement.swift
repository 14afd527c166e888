/// Something a screen reader should say; front-ends turn it into localised text.
public enum StepperAnnouncement: Hashable, Sendable {
  /// The user pushed against a limit ("Maximum reached").
  case limitReached(RangeLimit)
  /// Typed text was committed as a different value (it was clamped or snapped): say the new one.
  case valueAdjusted(FixedDecimal)
}

extension StepperAnnouncement {
  /// What a screen reader says, in English: "Maximum reached", "Minimum reached", "Set to 5".
  public func text(decimalSeparator: Character = ".") -> String {
    switch self {
    case .limitReached(.upper): "Maximum reached"
    case .limitReached(.lower): "Minimum reached"
    case .valueAdjusted(let value):
      "Set to \(value.formatted(decimalSeparator: decimalSeparator, minusSign: "\u{2212}"))"
    }
  }
}
