#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit

extension FixedDecimal {
  /// The decimal a binary floating-point value stands for: its shortest round-trip digits
  /// (`0.1`, not 0.1000000000000000055…), exactly; nil for NaN, infinities and values that need
  /// more than 18 fraction digits or do not fit `Int64` units.
  ///
  /// Swift prints the shortest digits that read back as the same `Double` ("0.1", "1e-05",
  /// "1e+16"); the exponent is folded into the scale here.
  init?(shortestDigitsOf double: Double) {
    guard double.isFinite else { return nil }
    let text = "\(double)"
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
}
#endif
