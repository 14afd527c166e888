extension FixedDecimal: Comparable, Hashable {
  /// Numeric equality across scales: `1.0 == 1.00`.
  ///
  /// Values at the same scale (a stepper's value and bounds always are) compare their units
  /// directly, without widening.
  public static func == (lhs: FixedDecimal, rhs: FixedDecimal) -> Bool {
    if lhs.scale == rhs.scale { return lhs.units == rhs.units }
    let scale = max(lhs.scale, rhs.scale)
    return lhs.wideUnits(atScale: scale) == rhs.wideUnits(atScale: scale)
  }

  /// Numeric order across scales, exact for every pair of values.
  public static func < (lhs: FixedDecimal, rhs: FixedDecimal) -> Bool {
    if lhs.scale == rhs.scale { return lhs.units < rhs.units }
    let scale = max(lhs.scale, rhs.scale)
    return lhs.wideUnits(atScale: scale) < rhs.wideUnits(atScale: scale)
  }

  /// Hashes the ``normalized`` form, so equal values hash equally whatever their scale.
  public func hash(into hasher: inout Hasher) {
    let canonical = normalized
    hasher.combine(canonical.units)
    hasher.combine(canonical.scale)
  }
}

extension FixedDecimal: ExpressibleByIntegerLiteral {
  /// Creates a whole number from a literal: `let limit: FixedDecimal = 100`.
  public init(integerLiteral value: Int64) {
    self.init(value)
  }
}
