#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit

extension FixedDecimal {
  /// The decimal a binary floating-point value stands for: the shortest round-trip digits of its
  /// own type (`0.1`, not 0.1000000000000000055…, and `Float(0.1)` is 0.1 too, not
  /// 0.100000001490116…), exactly; nil for NaN, infinities and values that need more than 18
  /// fraction digits or do not fit `Int64` units.
  ///
  /// Swift prints the shortest digits that read back as the same value of the type ("0.1",
  /// "1e-05", "1e+16"); the exponent is folded into the scale here.
  init?<Value: BinaryFloatingPoint>(shortestDigitsOf value: Value) {
    guard value.isFinite else { return nil }
    let text = "\(value)"
    let parts = text.split(separator: "e", maxSplits: 1)
    guard let mantissa = parts.first else { return nil }
    let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    let negative = mantissa.hasPrefix("-")
    let unsigned = negative ? mantissa.dropFirst() : mantissa
    let pieces = unsigned.split(separator: ".", omittingEmptySubsequences: false)
    let whole = pieces.first.map(String.init) ?? ""
    let fraction = pieces.count == 2 ? String(pieces[1]) : ""
    var digits = whole + fraction
    var scale = fraction.count - exponent
    if scale < 0 {
      digits += String(repeating: "0", count: -scale)
      scale = 0
    }
    guard scale <= Int(FixedDecimal.maximumScale) else { return nil }
    let integerCount = digits.count - scale
    let integerPart = integerCount > 0 ? String(digits.prefix(integerCount)) : "0"
    let fractionPart =
      integerCount >= 0
      ? String(digits.suffix(scale))
      : String(repeating: "0", count: -integerCount) + digits
    let canonical =
      (negative ? "-" : "") + integerPart + (scale > 0 ? "." + fractionPart : "")
    self.init(parsing: canonical)
  }

  /// The nearest `Double` to this exact value (correctly rounded from its decimal digits).
  var nearestDouble: Double {
    Double(description) ?? doubleValue
  }

  /// The value of `type` nearest to this exact value: read from the digits by the type itself
  /// when it reads text (`Float`, `Double`), so that `Float` 0.3 is the `Float` that prints
  /// "0.3"; otherwise (`CGFloat`, an app's own type) through the nearest `Double`.
  func nearest<Value: BinaryFloatingPoint>(_ type: Value.Type) -> Value {
    if let readable = type as? any LosslessStringConvertible.Type,
      let value = readable.init(description) as? Value
    {
      return value
    }
    return Value(nearestDouble)
  }
}
#endif
