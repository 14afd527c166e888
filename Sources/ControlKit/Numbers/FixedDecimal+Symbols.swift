extension FixedDecimal {
  /// The value as `symbols` write it, with exactly ``scale`` fraction digits: the minus sign,
  /// the prefix, the whole part grouped in the numbering system's digits, the decimal separator,
  /// the fraction and the suffix.
  ///
  /// ```swift
  /// let french = try NumberSymbols(
  ///   decimalSeparator: ",", groupingSeparator: "\u{202F}", suffix: "\u{00A0}€")
  /// FixedDecimal(units: -123_450, scale: 2).formatted(with: french)  // "-1 234,50 €"
  /// ```
  ///
  /// ``StepperTextParser`` reads the result back to the same value under the same symbols.
  ///
  /// - Complexity: O(number of digits).
  public func formatted(with symbols: NumberSymbols) -> String {
    // Plain symbols' minus sign is "-".
    guard symbols.isPlain else { return formatted(with: symbols, minusSign: symbols.minusSign) }
    return formatted(decimalSeparator: symbols.decimalSeparator, minusSign: "-")
  }

  /// The value as `symbols` write it, for screen readers: the minus sign's hyphen is U+2212 MINUS
  /// SIGN, which VoiceOver and Orca say as "minus" rather than "hyphen" or nothing.
  public func accessibilityText(with symbols: NumberSymbols) -> String {
    if symbols.isPlain {
      return formatted(decimalSeparator: symbols.decimalSeparator, minusSign: "\u{2212}")
    }
    guard isNegative else { return formatted(with: symbols) }
    let minus = String(
      String.UnicodeScalarView(
        symbols.minusSign.unicodeScalars.map { $0 == "-" ? "\u{2212}" : $0 }))
    return formatted(with: symbols, minusSign: minus)
  }

  /// ``formatted(with:)`` with another minus sign, grouping and affixes included.
  ///
  /// A ``NumberSymbols/multiplier`` moves the decimal separator right: 0.255 at 3 fraction digits
  /// is written "25.5" under a percent's 100, and 0.5 at 1 fraction digit "50".
  func formatted(with symbols: NumberSymbols, minusSign: String) -> String {
    let exponent = symbols.multiplierExponent
    let scale = self.scale > exponent ? self.scale - UInt8(exponent) : 0
    let divisor = UInt64(FixedDecimal.powerOfTen(scale))
    let magnitude = units.magnitude
    var text = isNegative ? minusSign : ""
    text += symbols.prefix
    var wholeText = String(magnitude / divisor)
    if exponent > self.scale, wholeText != "0" {
      wholeText += String(repeating: "0", count: exponent - Int(self.scale))
    }
    let whole = wholeText.utf8
    let count = whole.count
    let groups =
      symbols.groupingSeparator != nil
      && count >= symbols.groupingSize + symbols.minimumGroupingDigits
    for (index, byte) in whole.enumerated() {
      let remaining = count - index
      if groups, index > 0, let separator = symbols.groupingSeparator,
        remaining == symbols.groupingSize
          || (remaining > symbols.groupingSize
            && (remaining - symbols.groupingSize) % symbols.secondaryGroupingSize == 0)
      {
        text.append(separator)
      }
      text.unicodeScalars.append(symbols.digit(byte &- UInt8(ascii: "0")))
    }
    if scale > 0 {
      text.append(symbols.decimalSeparator)
      let fraction = String(magnitude % divisor).utf8
      for _ in fraction.count..<Int(scale) { text.unicodeScalars.append(symbols.zeroDigit) }
      for byte in fraction { text.unicodeScalars.append(symbols.digit(byte &- UInt8(ascii: "0"))) }
    }
    text += symbols.suffix
    return text
  }
}

extension NumberSymbols {
  /// A whole number in these symbols' digits and grouping, without the sign's or the affixes'
  /// company: a count, a step.
  func integerText(_ value: Int) -> String {
    guard !isPlain else { return String(value) }
    return FixedDecimal(units: Int64(value), scale: 0).formatted(with: withoutAffixes)
  }

  /// The digit `value` (0–9) of the numbering system shown.
  func digit(_ value: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(zeroDigit.value + UInt32(value)) ?? zeroDigit
  }
}
