/// Reads number text into a sign and a 128-bit magnitude of all its digits, noting overflow: for
/// a multiplier finer than the value's precision, whose shown number is the value times a power
/// of ten ("922337203685477580700 %" for a whole-number value near `Int64.max`), so the digits
/// may exceed `UInt64` though the value they stand for does not.
struct WideMagnitudeReader: NumberTextReader {
  /// Whether a minus sign was read.
  var negative = false
  /// The digits read, as one integer's high and low 64 bits; meaningless once `overflow` is set.
  var high: UInt64 = 0
  var low: UInt64 = 0
  /// Whether the digits exceed 128 bits.
  var overflow = false
  /// How many digits were read.
  var digitCount = 0

  mutating func readDigit(_ digit: UInt8) {
    digitCount += 1
    let lowProduct = low.multipliedFullWidth(by: 10)
    let (highProduct, highOverflow) = high.multipliedReportingOverflow(by: 10)
    let (carried, carryOverflow) = highProduct.addingReportingOverflow(lowProduct.high)
    let (sum, sumCarry) = lowProduct.low.addingReportingOverflow(UInt64(digit))
    let (nextHigh, lastOverflow) = carried.addingReportingOverflow(sumCarry ? 1 : 0)
    overflow = overflow || highOverflow || carryOverflow || lastOverflow
    high = nextHigh
    low = sum
  }

  mutating func readSign() { negative = true }

  mutating func readSeparator() {}

  /// The magnitude divided by `divisor`, rounded half away from zero, or nil when it does not
  /// fit in 64 bits (or the digits overflowed).
  func rounded(dividingBy divisor: UInt64) -> UInt64? {
    guard !overflow, divisor > 0, high < divisor else { return nil }
    let (quotient, remainder) = divisor.dividingFullWidth((high: high, low: low))
    guard remainder >= divisor - remainder else { return quotient }
    let (up, overflowed) = quotient.addingReportingOverflow(1)
    return overflowed ? nil : up
  }
}
