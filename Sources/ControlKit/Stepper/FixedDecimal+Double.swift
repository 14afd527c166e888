extension FixedDecimal: ExpressibleByFloatLiteral {
  /// Creates the decimal a float literal was written as: `0.1` is exactly one tenth.
  ///
  /// Swift hands the literal over as a `Double`, whose binary value is only near 0.1; this takes
  /// the `Double`'s shortest round-trip decimal digits instead (the digits `print` shows), which
  /// are the written digits whenever they have at most 15 significant digits. Trailing zeros
  /// are not part of a `Double`, so `0.10` and `0.1` are the same literal (scale 1).
  ///
  /// ```swift
  /// let step: FixedDecimal = 0.1      // units 1, scale 1
  /// let price: FixedDecimal = 9.90    // 9.9, units 99, scale 1
  /// ```
  ///
  /// The conversion never traps (see ``init(roundTripDigitsOf:)`` for the exact cases):
  /// more than ``maximumScale`` fraction digits round half away from zero to 18 (trailing zeros
  /// dropped, so `4e-19` is ``zero``); a magnitude
  /// beyond `Int64` at scale 0 saturates to ``greatest(scale:)`` or ``least(scale:)``, as do the
  /// infinities; NaN becomes ``zero``.
  public init(floatLiteral value: Double) {
    if let exact = FixedDecimal(roundTripDigitsOf: value) {
      self = exact
    } else if value.isNaN {
      self = .zero
    } else if value.magnitude >= 1 {
      self = value < 0 ? .least(scale: 0) : .greatest(scale: 0)
    } else {
      // Finite, below 1 and finer than 18 fraction digits: round to 18.
      let digits = DecimalDigits(value) ?? DecimalDigits(negative: false, digits: 0, exponent: 0)
      self = digits.rounded(toScale: FixedDecimal.maximumScale).normalized
    }
  }

  /// The decimal whose digits are `double`'s shortest round-trip representation ("0.1" for 0.1,
  /// "1e-05" read as 0.00001), or nil when there is none that fits: NaN, the infinities, a
  /// magnitude at or beyond 2^63 at its scale, or more than ``maximumScale`` fraction digits.
  ///
  /// `-0.0` gives zero. The scale is the number of fraction digits after trailing zeros are
  /// dropped: `FixedDecimal(roundTripDigitsOf: 2.50)` is 2.5 (scale 1); `1e3` is 1000 (scale 0).
  ///
  /// ```swift
  /// FixedDecimal(roundTripDigitsOf: 0.1)?.description       // "0.1"
  /// FixedDecimal(roundTripDigitsOf: 1e-19)                  // nil: 19 fraction digits
  /// FixedDecimal(roundTripDigitsOf: .nan)                   // nil
  /// ```
  public init?(roundTripDigitsOf double: Double) {
    guard let digits = DecimalDigits(double), let value = digits.exact else { return nil }
    self = value
  }
}
