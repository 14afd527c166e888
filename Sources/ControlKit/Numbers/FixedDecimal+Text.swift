extension FixedDecimal: CustomStringConvertible, LosslessStringConvertible {
  /// The value with exactly ``scale`` fraction digits and an ASCII minus: "9.90", "-0.5", "12".
  public var description: String {
    formatted(decimalSeparator: ".", minusSign: "-")
  }

  /// The value for screen readers and typography: U+2212 MINUS SIGN instead of a hyphen, so that
  /// VoiceOver and Orca say "minus" rather than "hyphen" or nothing.
  public var accessibilityText: String {
    formatted(decimalSeparator: ".", minusSign: "\u{2212}")
  }

  /// The value with exactly ``scale`` fraction digits, using the given separator and minus sign.
  ///
  /// - Complexity: O(number of digits); one string allocation.
  public func formatted(decimalSeparator: Character, minusSign: Character) -> String {
    let divisor = UInt64(FixedDecimal.powerOfTen(scale))
    let magnitude = units.magnitude
    var text = isNegative ? String(minusSign) : ""
    text += String(magnitude / divisor)
    guard scale > 0 else { return text }
    text.append(decimalSeparator)
    let fraction = String(magnitude % divisor)
    text += String(repeating: "0", count: Int(scale) - fraction.count)
    text += fraction
    return text
  }

  /// Parses canonical ASCII text.
  ///
  /// Accepts an optional `-`, one or more digits, and optionally `.` followed
  /// by one to 18 digits. The scale is the number of fraction digits written ("1.50" has scale 2).
  ///
  /// Returns nil for anything else, including values outside `Int64` at that scale. User input
  /// goes through ``StepperTextParser`` instead, which accepts Unicode digits and separators.
  public init?(parsing text: String) {
    var utf8 = Substring(text).utf8[...]
    let negative = utf8.first == UInt8(ascii: "-")
    if negative { utf8 = utf8.dropFirst() }
    var magnitude: UInt64 = 0
    var scale: UInt8 = 0
    var integerDigits = 0
    var seenPoint = false
    for byte in utf8 {
      if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      if seenPoint {
        guard scale < FixedDecimal.maximumScale else { return nil }
        scale += 1
      } else {
        integerDigits += 1
      }
      let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      guard !overflow1, !overflow2 else { return nil }
      magnitude = sum
    }
    guard integerDigits > 0, !seenPoint || scale > 0 else { return nil }
    guard let units = FixedDecimal.signed(magnitude: magnitude, negative: negative) else {
      return nil
    }
    self.init(units: units, scale: scale)
  }

  /// Parses canonical ASCII text (see ``init(parsing:)``).
  public init?(_ description: String) {
    self.init(parsing: description)
  }

  /// The signed value of a magnitude, or nil when it does not fit `Int64` (−2^63 does).
  static func signed(magnitude: UInt64, negative: Bool) -> Int64? {
    if negative {
      if magnitude == Int64.min.magnitude { return .min }
      return magnitude <= UInt64(Int64.max) ? -Int64(magnitude) : nil
    }
    return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
  }
}
