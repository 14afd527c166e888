/// A finite `Double`'s shortest round-trip digits as an integer and a power of ten:
/// `value = ±digits × 10^exponent`, read from the standard library's `description`
/// ("0.1", "1e-05", "1.5e+20", "-0.0").
struct DecimalDigits {
  var negative: Bool
  /// At most 17 significant digits, so it always fits.
  var digits: UInt64
  var exponent: Int

  init(negative: Bool, digits: UInt64, exponent: Int) {
    self.negative = negative
    self.digits = digits
    self.exponent = exponent
  }

  /// Nil for NaN and the infinities.
  init?(_ double: Double) {
    guard double.isFinite else { return nil }
    var bytes = double.description.utf8[...]
    negative = bytes.first == UInt8(ascii: "-")
    if negative { bytes = bytes.dropFirst() }
    digits = 0
    exponent = 0
    var afterPoint = false
    while let byte = bytes.first {
      bytes = bytes.dropFirst()
      if byte == UInt8(ascii: ".") {
        afterPoint = true
      } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        guard let power = Int(String(decoding: bytes, as: UTF8.self)) else { return nil }
        exponent += power
        break
      } else {
        let digit = byte &- UInt8(ascii: "0")
        guard digit <= 9 else { return nil }
        let (shifted, overflow) = digits.multipliedReportingOverflow(by: 10)
        guard !overflow else { return nil }
        digits = shifted + UInt64(digit)
        if afterPoint { exponent -= 1 }
      }
    }
    // Drop trailing zeros ("123.0" is 123, scale 0).
    while digits != 0, digits % 10 == 0 {
      digits /= 10
      exponent += 1
    }
    if digits == 0 { exponent = 0 }
  }

  /// The exact decimal, or nil when it needs more than 18 fraction digits or overflows `Int64`.
  var exact: FixedDecimal? {
    if exponent >= 0 {
      var magnitude = digits
      for _ in 0..<exponent {
        let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
        guard !overflow else { return nil }
        magnitude = shifted
      }
      guard let units = FixedDecimal.signed(magnitude: magnitude, negative: negative) else {
        return nil
      }
      return FixedDecimal(units: units, scale: 0)
    }
    guard -exponent <= Int(FixedDecimal.maximumScale),
      let units = FixedDecimal.signed(magnitude: digits, negative: negative)
    else { return nil }
    return FixedDecimal(units: units, scale: UInt8(-exponent))
  }

  /// A value below 1 with more fraction digits than `scale`, rounded half away from zero.
  func rounded(toScale scale: UInt8) -> FixedDecimal {
    let drop = -exponent - Int(scale)
    guard drop > 0 else { return exact ?? .zero }
    // digits < 10^17, so more than 17 dropped digits always round to zero.
    guard drop <= 17 else { return FixedDecimal(units: 0, scale: scale) }
    let divisor = UInt64(FixedDecimal.powerOfTen(UInt8(drop)))
    var magnitude = digits / divisor
    if (digits % divisor) * 2 >= divisor { magnitude += 1 }
    let units = Int64(magnitude)
    return FixedDecimal(units: negative ? -units : units, scale: scale)
  }
}
