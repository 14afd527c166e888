extension Duration {
  /// Attoseconds in a second.
  static let attosecondsPerSecond: Int64 = 1_000_000_000_000_000_000
  /// The longest representable duration: `Int64.max` seconds and just under one more.
  ///
  /// About 2.9 × 10¹¹ years. In `Duration`'s frozen representation (a 128-bit count of
  /// attoseconds, `_high` and `_low`), that is the largest count whose high half is
  /// ``saturationHighest``: 499,999,999,999,999,999 × 2⁶⁴ + (2⁶⁴ − 1) attoseconds.
  static let saturationMaximum = Duration(_high: saturationHighest, low: .max)
  /// The most negative representable duration: `Int64.min` seconds, which is exactly
  /// ``saturationLowest`` × 2⁶⁴ attoseconds.
  static let saturationMinimum = Duration(_high: saturationLowest, low: 0)
  /// The high half of ``saturationMaximum``: a duration is longer than the range exactly when
  /// its high half is greater.
  static var saturationHighest: Int64 { 499_999_999_999_999_999 }
  /// The high half of ``saturationMinimum``: a duration is more negative than the range exactly
  /// when its high half is smaller.
  static var saturationLowest: Int64 { -500_000_000_000_000_000 }

  /// This duration clamped to the saturation range.
  ///
  /// The saturating arithmetic below works on `Duration`'s own frozen representation (`_high`,
  /// `_low`: what `Duration.attoseconds` reads on iOS 18 and macOS 15, which the core cannot
  /// require) rather than on `components`, whose 128-bit division made every
  /// `ControlInstant.advanced(by:)` cost about 900 instructions (issue 21).
  var saturated: Duration {
    if _high > Self.saturationHighest { return Duration(_high: Self.saturationHighest, low: .max) }
    if _high < Self.saturationLowest { return Duration(_high: Self.saturationLowest, low: 0) }
    return self
  }

  /// The components of this duration clamped to the saturation range (a `Duration` can hold up
  /// to about 10¹⁹ years, whose seconds do not fit `components`' `Int64`).
  var clampedComponents: (seconds: Int64, attoseconds: Int64) {
    saturated.components
  }

  /// The duration as whole seconds (rounded down) and the attoseconds left, `0..<10¹⁸`; nil
  /// when the floor of the most negative duration does not fit.
  private var floored: (seconds: Int64, attoseconds: Int64)? {
    let (seconds, attoseconds) = clampedComponents
    guard attoseconds < 0 else { return (seconds, attoseconds) }
    let (down, overflow) = seconds.subtractingReportingOverflow(1)
    return overflow ? nil : (down, attoseconds + Self.attosecondsPerSecond)
  }

  /// `self + other`, clamped to the representable range instead of trapping on overflow.
  ///
  /// Both sides are clamped first, so their exact sum fits 128 bits with room to spare (its high
  /// half stays within ±10¹⁸), and then the sum is clamped.
  func saturatingAdding(_ other: Duration) -> Duration {
    let lhs = saturated
    let rhs = other.saturated
    let (low, carry) = lhs._low.addingReportingOverflow(rhs._low)
    let high = lhs._high &+ rhs._high &+ (carry ? 1 : 0)
    return Duration(_high: high, low: low).saturated
  }

  /// `self - other`, clamped to the representable range instead of trapping on overflow.
  func saturatingSubtracting(_ other: Duration) -> Duration {
    let lhs = saturated
    let rhs = other.saturated
    let (low, borrow) = lhs._low.subtractingReportingOverflow(rhs._low)
    let high = lhs._high &- rhs._high &- (borrow ? 1 : 0)
    return Duration(_high: high, low: low).saturated
  }

  /// `self × factor`, clamped to the representable range instead of trapping on overflow.
  func saturatingMultiplied(by factor: Int) -> Duration {
    guard factor != 0, self != .zero else { return .zero }
    let negative = (self < .zero) != (factor < 0)
    let bound = negative ? Self.saturationMinimum : Self.saturationMaximum
    // Work on magnitudes: |self| = seconds + attoseconds / 10¹⁸, both non-negative.
    let magnitude = self < .zero ? Duration.zero.saturatingSubtracting(self) : self
    guard let parts = magnitude.floored else { return bound }
    let times = Int64(clamping: factor.magnitude)
    let (seconds, overflow) = parts.seconds.multipliedReportingOverflow(by: times)
    guard !overflow, factor.magnitude <= UInt(Int64.max) else { return bound }
    // attoseconds × times < 10¹⁸ × times: split into whole seconds and the rest exactly.
    let wide = parts.attoseconds.multipliedFullWidth(by: times)
    let (carry, rest) = Self.attosecondsPerSecond.dividingFullWidth(wide)
    let (total, overflow2) = seconds.addingReportingOverflow(carry)
    guard !overflow2 else { return bound }
    let product = Duration(secondsComponent: total, attosecondsComponent: Int64(rest))
    return negative ? Duration.zero.saturatingSubtracting(product) : product
  }

  /// The duration in whole milliseconds (rounded toward zero), clamped to `Int64`.
  var clampedMilliseconds: Int64 {
    let (seconds, attoseconds) = clampedComponents
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    let (sum, overflow2) = whole.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
    guard !overflow2 else { return seconds < 0 ? .min : .max }
    return sum
  }
}
