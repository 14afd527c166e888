extension FixedDecimal {
  /// Adds `other` exactly at the larger of the two scales.
  ///
  /// Unlike the standard library's wrapping `addingReportingOverflow`, the partial value
  /// *saturates*: on overflow it is the greatest or least value at the result's scale.
  ///
  /// ```swift
  /// FixedDecimal(units: 1, scale: 1).addingReportingOverflow(FixedDecimal(units: 5, scale: 2))
  /// // (partialValue: 0.15, overflow: false)
  /// ```
  public func addingReportingOverflow(_ other: FixedDecimal) -> (
    partialValue: FixedDecimal, overflow: Bool
  ) {
    let scale = max(self.scale, other.scale)
    return FixedDecimal.fit(
      wideUnits(atScale: scale) + other.wideUnits(atScale: scale), scale: scale)
  }

  /// Subtracts `other` exactly at the larger of the two scales; saturates and reports on overflow.
  public func subtractingReportingOverflow(_ other: FixedDecimal) -> (
    partialValue: FixedDecimal, overflow: Bool
  ) {
    let scale = max(self.scale, other.scale)
    return FixedDecimal.fit(
      wideUnits(atScale: scale) + other.wideUnits(atScale: scale).negated, scale: scale)
  }

  /// Multiplies by a whole number at the same scale; saturates and reports on overflow.
  public func multipliedReportingOverflow(by factor: Int64) -> (
    partialValue: FixedDecimal, overflow: Bool
  ) {
    FixedDecimal.fit(WideInteger.product(units, factor), scale: scale)
  }

  /// The saturating sum (see ``addingReportingOverflow(_:)``).
  public static func + (lhs: FixedDecimal, rhs: FixedDecimal) -> FixedDecimal {
    lhs.addingReportingOverflow(rhs).partialValue
  }

  /// The saturating difference (see ``subtractingReportingOverflow(_:)``).
  public static func - (lhs: FixedDecimal, rhs: FixedDecimal) -> FixedDecimal {
    lhs.subtractingReportingOverflow(rhs).partialValue
  }

  /// The value of `wide` at `scale`, saturated when it does not fit.
  static func fit(_ wide: WideInteger, scale: UInt8) -> (partialValue: FixedDecimal, overflow: Bool)
  {
    if let units = wide.int64 {
      return (FixedDecimal(units: units, scale: scale), false)
    }
    return (wide.isNegative ? .least(scale: scale) : .greatest(scale: scale), true)
  }
}
