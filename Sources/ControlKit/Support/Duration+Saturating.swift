extension Duration {
  /// The longest representable duration (`Int128.max` attoseconds, about 5.4 × 10¹² years).
  static let saturationMaximum = Duration(attoseconds: .max)
  /// The most negative representable duration.
  static let saturationMinimum = Duration(attoseconds: .min)

  /// `self + other`, clamped to the representable range instead of trapping on overflow.
  func saturatingAdding(_ other: Duration) -> Duration {
    let (sum, overflow) = attoseconds.addingReportingOverflow(other.attoseconds)
    guard overflow else { return Duration(attoseconds: sum) }
    return other > .zero ? Self.saturationMaximum : Self.saturationMinimum
  }

  /// `self - other`, clamped to the representable range instead of trapping on overflow.
  func saturatingSubtracting(_ other: Duration) -> Duration {
    let (difference, overflow) = attoseconds.subtractingReportingOverflow(other.attoseconds)
    guard overflow else { return Duration(attoseconds: difference) }
    return other < .zero ? Self.saturationMaximum : Self.saturationMinimum
  }

  /// `self × factor`, clamped to the representable range instead of trapping on overflow.
  func saturatingMultiplied(by factor: Int) -> Duration {
    let (product, overflow) = attoseconds.multipliedReportingOverflow(by: Int128(factor))
    guard overflow else { return Duration(attoseconds: product) }
    return (self > .zero) == (factor > 0) ? Self.saturationMaximum : Self.saturationMinimum
  }

  /// The duration in whole units of `unit` attoseconds (rounded toward zero), clamped to `Int64`.
  func clampedWholeUnits(ofAttoseconds unit: Int128) -> Int64 {
    Int64(clamping: attoseconds / unit)
  }
}
