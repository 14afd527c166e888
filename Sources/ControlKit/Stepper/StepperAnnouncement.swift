/// Something a screen reader should say; front-ends turn it into localised text.
public enum StepperAnnouncement: Hashable, Sendable {
  /// The user pushed against a limit ("Maximum reached").
  case limitReached(RangeLimit)
  /// Typed text was committed as a different value (it was clamped or snapped): say the new one.
  case valueAdjusted(FixedDecimal)
}
