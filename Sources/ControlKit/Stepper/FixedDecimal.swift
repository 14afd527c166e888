/// An exact decimal number: a count of the smallest unit (`units`) and the number of fraction digits
/// (`scale`), so that the value is `units / 10^scale`.
///
/// Stepping 0.1 ninety-eight times from 0.1 gives exactly 9.9, because only integers are added.
/// The type never traps: arithmetic either reports overflow or saturates, and scales above
/// ``maximumScale`` are reduced on creation. It compares and hashes by numeric value, so `1.0`
/// equals `1.00`, while ``description`` keeps the scale ("1.00").
///
/// ```swift
/// let price = FixedDecimal(units: 99, scale: 1)          // 9.9
/// let step = FixedDecimal(parsing: "0.1") ?? 0           // 0.1
/// let sum = price.addingReportingOverflow(step)          // (10.0, overflow: false)
/// ```
public struct FixedDecimal: Sendable {
  /// The largest supported number of fraction digits: 10^18 is the largest power of ten in `Int64`.
  public static let maximumScale: UInt8 = 18

  /// The value in units of `10^-scale`.
  public var units: Int64
  /// The number of fraction digits, 0 through ``maximumScale``.
  public private(set) var scale: UInt8

  /// Creates `units / 10^scale`.
  ///
  /// A `scale` above ``maximumScale`` is reduced to it, dropping the extra digits toward zero, so
  /// the initialiser never traps.
  public init(units: Int64, scale: UInt8) {
    var units = units
    var scale = scale
    while scale > FixedDecimal.maximumScale {
      units /= 10
      scale -= 1
    }
    self.units = units
    self.scale = scale
  }

  /// Creates a whole number (scale 0).
  public init(_ integer: Int64) {
    self.init(units: integer, scale: 0)
  }

  /// Zero at scale 0.
  public static let zero = FixedDecimal(units: 0, scale: 0)

  /// The largest value at `scale`.
  public static func greatest(scale: UInt8) -> FixedDecimal {
    FixedDecimal(units: .max, scale: scale)
  }

  /// The smallest (most negative) value at `scale`.
  public static func least(scale: UInt8) -> FixedDecimal {
    FixedDecimal(units: .min, scale: scale)
  }

  /// Whether the value is below zero.
  public var isNegative: Bool { units < 0 }

  /// An approximation as `Double`, for accessibility ranges and drawing only; never for stepping.
  public var doubleValue: Double {
    Double(units) / Double(FixedDecimal.powerOfTen(scale))
  }

  /// `10^exponent` for exponents 0 through 18.
  static func powerOfTen(_ exponent: UInt8) -> Int64 {
    var result: Int64 = 1
    for _ in 0..<min(exponent, maximumScale) { result &*= 10 }
    return result
  }

  /// The same value with exactly `scale` fraction digits, or nil when that would drop non-zero
  /// digits or overflow `Int64`.
  ///
  /// - Complexity: O(1).
  public func rescaled(exactlyTo scale: UInt8) -> FixedDecimal? {
    guard scale <= FixedDecimal.maximumScale else { return nil }
    if scale >= self.scale {
      let factor = FixedDecimal.powerOfTen(scale - self.scale)
      let (product, overflow) = units.multipliedReportingOverflow(by: factor)
      return overflow ? nil : FixedDecimal(units: product, scale: scale)
    }
    let divisor = FixedDecimal.powerOfTen(self.scale - scale)
    guard units % divisor == 0 else { return nil }
    return FixedDecimal(units: units / divisor, scale: scale)
  }

  /// The value rounded (half away from zero) to `scale` fraction digits, saturating at the bounds
  /// of `Int64` when a larger scale cannot hold it.
  public func rounded(toScale scale: UInt8) -> FixedDecimal {
    let scale = min(scale, FixedDecimal.maximumScale)
    if scale >= self.scale {
      return rescaled(exactlyTo: scale)
        ?? (isNegative ? .least(scale: scale) : .greatest(scale: scale))
    }
    let divisor = FixedDecimal.powerOfTen(self.scale - scale)
    var quotient = units / divisor
    let remainder = units % divisor
    // |remainder| < divisor ≤ 10^18, so doubling its magnitude cannot overflow UInt64.
    if remainder.magnitude * 2 >= divisor.magnitude {
      quotient += remainder < 0 ? -1 : 1
    }
    return FixedDecimal(units: quotient, scale: scale)
  }

  /// The value with trailing fraction zeros removed: the canonical form used for hashing.
  public var normalized: FixedDecimal {
    var result = self
    while result.scale > 0, result.units % 10 == 0 {
      result.units /= 10
      result.scale -= 1
    }
    return result
  }

  /// The exact value at `scale` (which must be at least `self.scale`) as a wide integer.
  func wideUnits(atScale scale: UInt8) -> WideInteger {
    WideInteger.product(units, FixedDecimal.powerOfTen(scale - min(scale, self.scale)))
  }
}
