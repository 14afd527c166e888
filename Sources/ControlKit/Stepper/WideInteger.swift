/// A signed 128-bit integer made of two 64-bit halves, used internally to compare and add decimals
/// of different scales exactly.
///
/// It exists because `Int128` is unavailable on older Apple platforms that the core supports; only
/// the handful of operations that `FixedDecimal` needs are implemented. Magnitudes stay below
/// 2^125 (an `Int64` times 10^18, plus another), so none of these operations can overflow.
struct WideInteger: Comparable, Sendable {
  /// The upper 64 bits, carrying the sign.
  var high: Int64
  /// The lower 64 bits.
  var low: UInt64

  /// Creates the value `high · 2^64 + low`.
  init(high: Int64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// Sign-extends `value`.
  init(_ value: Int64) {
    high = value < 0 ? -1 : 0
    low = UInt64(bitPattern: value)
  }

  /// The exact product of two 64-bit integers.
  static func product(_ lhs: Int64, _ rhs: Int64) -> WideInteger {
    let result = lhs.multipliedFullWidth(by: rhs)
    return WideInteger(high: result.high, low: result.low)
  }

  /// The exact sum.
  static func + (lhs: WideInteger, rhs: WideInteger) -> WideInteger {
    let (low, carry) = lhs.low.addingReportingOverflow(rhs.low)
    return WideInteger(high: lhs.high &+ rhs.high &+ (carry ? 1 : 0), low: low)
  }

  /// The exact negation.
  var negated: WideInteger {
    let low = ~self.low &+ 1
    return WideInteger(high: ~high &+ (low == 0 ? 1 : 0), low: low)
  }

  /// Whether the value is below zero.
  var isNegative: Bool { high < 0 }

  /// The value as an `Int64`, or nil when it does not fit.
  var int64: Int64? {
    let candidate = Int64(bitPattern: low)
    return high == (candidate < 0 ? -1 : 0) ? candidate : nil
  }

  /// Orders by value: the signed high half first, then the unsigned low half.
  static func < (lhs: WideInteger, rhs: WideInteger) -> Bool {
    lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low
  }
}
