/// Reads number text into a sign and a `UInt64` magnitude of all its digits, noting overflow.
struct MagnitudeReader: NumberTextReader {
  /// Whether a minus sign was read.
  var negative = false
  /// The digits read, as one integer (the separator ignored); meaningless once `overflow` is set.
  var magnitude: UInt64 = 0
  /// Whether the digits exceed `UInt64`.
  var overflow = false
  /// How many digits were read.
  var digitCount = 0

  mutating func readDigit(_ digit: UInt8) {
    digitCount += 1
    let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
    let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(digit))
    overflow = overflow || overflow1 || overflow2
    magnitude = sum
  }

  mutating func readSign() { negative = true }

  mutating func readSeparator() {}
}
