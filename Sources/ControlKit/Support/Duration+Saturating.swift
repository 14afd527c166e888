extension Duration {
  /// Attoseconds in a second.
  static let attosecondsPerSecond: Int64 = 1_000_000_000_000_000_000
  /// The longest representable duration: `Int64.max` seconds and just under one more.
  ///
  /// About 2.9 × 10¹¹ years. Built from components, not `Int128` (which Apple platforms before
  /// iOS 18 / macOS 15 lack; the core supports iOS 16 / macOS 13).
  static let saturationMaximum = Duration(
    secondsComponent: .max, attosecondsComponent: attosecondsPerSecond - 1)
  /// The most negative representable duration.
  static let saturationMinimum = Duration(secondsComponent: .min, attosecondsComponent: 0)

  /// The components of this duration clamped to the saturation range (a `Duration` can hold up
  /// to about 10¹⁹ years, whose seconds do not fit `components`' `Int64`).
  var clampedComponents: (seconds: Int64, attoseconds: Int64) {
    min(max(self, Self.saturationMinimum), Self.saturationMaximum).components
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
  func saturatingAdding(_ other: Duration) -> Duration {
    guard let lhs = floored, let rhs = other.floored else {
      return other > .zero || self > .zero ? self + other : Self.saturationMinimum
    }
    var attoseconds = lhs.attoseconds + rhs.attoseconds
    var carry: Int64 = 0
    if attoseconds >= Self.attosecondsPerSecond {
      attoseconds -= Self.attosecondsPerSecond
      carry = 1
    }
    let (partial, overflow1) = lhs.seconds.addingReportingOverflow(rhs.seconds)
    let (seconds, overflow2) = partial.addingReportingOverflow(carry)
    guard !overflow1, !overflow2 else {
      return other > .zero ? Self.saturationMaximum : Self.saturationMinimum
    }
    return Duration(secondsComponent: seconds, attosecondsComponent: attoseconds)
  }

  /// `self - other`, clamped to the representable range instead of trapping on overflow.
  func saturatingSubtracting(_ other: Duration) -> Duration {
    guard let lhs = floored, let rhs = other.floored else {
      return other < .zero ? Self.saturationMaximum : Self.saturationMinimum
    }
    var attoseconds = lhs.attoseconds - rhs.attoseconds
    var borrow: Int64 = 0
    if attoseconds < 0 {
      attoseconds += Self.attosecondsPerSecond
      borrow = 1
    }
    let (partial, overflow1) = lhs.seconds.subtractingReportingOverflow(rhs.seconds)
    let (seconds, overflow2) = partial.subtractingReportingOverflow(borrow)
    guard !overflow1, !overflow2 else {
      return other < .zero ? Self.saturationMaximum : Self.saturationMinimum
    }
    return Duration(secondsComponent: seconds, attosecondsComponent: attoseconds)
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
