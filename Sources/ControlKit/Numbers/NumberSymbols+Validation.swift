extension NumberSymbols {
  /// Throws when `separator` cannot serve as a decimal separator.
  static func validateDecimalSeparator(_ separator: Character) throws(NumberSymbolsError) {
    guard isUsableSeparator(separator) else { throw .invalidDecimalSeparator(separator) }
    guard isVisibleSeparator(separator) else { throw .invisibleDecimalSeparator(separator) }
  }

  /// Whether `separator` can serve as a decimal separator: not whitespace, not a number, and not
  /// something the text parser already reads as a digit or a sign (such as the full-width '－'),
  /// which could never be typed as a separator.
  static func isUsableSeparator(_ separator: Character) -> Bool {
    guard !separator.isNumber, !separator.isWhitespace, separator != "+" else { return false }
    switch StepperTextParser.classify(separator, decimalSeparator: ".") {
    case .digit, .sign, .grouping: return false
    case .separator, .other: return true
    }
  }

  /// Whether `separator` can separate digit groups: a visible separator (as a decimal separator
  /// must be), or one of the spaces locales group with (U+0020, U+00A0, U+2009, U+202F), but not
  /// the full-width '．', which is always read as a decimal point.
  static func isUsableGroupingSeparator(_ separator: Character) -> Bool {
    if spaceGroupingSeparators.contains(separator) { return true }
    guard separator != "\u{FF0E}" else { return false }
    return isUsableSeparator(separator) && isVisibleSeparator(separator)
  }

  /// The spaces that group digits: any one of them is read where the symbols group with one.
  static let spaceGroupingSeparators: Set<Character> = [" ", "\u{00A0}", "\u{2009}", "\u{202F}"]

  /// Whether `separator` shows as a character of its own: it starts with a letter, number,
  /// punctuation or symbol (not a control, format character, combining mark, or an unassigned,
  /// private-use or surrogate code point) and goes on only with combining marks ("é" written as
  /// e + U+0301 is fine; a lone U+0301 would merge with the digit before it and "1́5" would no
  /// longer parse).
  static func isVisibleSeparator(_ separator: Character) -> Bool {
    let scalars = separator.unicodeScalars
    guard let first = scalars.first, isGraphicBase(first.properties.generalCategory) else {
      return false
    }
    return scalars.dropFirst().allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: true
      default: false
      }
    }
  }

  /// Whether a character of `category` draws something on its own.
  private static func isGraphicBase(_ category: Unicode.GeneralCategory) -> Bool {
    switch category {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation,
      .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      true
    case .nonspacingMark, .spacingMark, .enclosingMark, .spaceSeparator, .lineSeparator,
      .paragraphSeparator, .control, .format, .surrogate, .privateUse, .unassigned:
      false
    @unknown default:
      false
    }
  }

  /// Whether `text` holds a decimal digit of any numbering system (or a Han digit, which typed
  /// text reads as one) or a line break: neither may stand in a sign or an affix, where it would
  /// be read as part of the number or break the field.
  static func containsDigitOrNewline(_ text: String) -> Bool {
    text.contains { character in
      if character.isNewline { return true }
      if case .digit = StepperTextParser.classify(character, decimalSeparator: ".") {
        return true
      }
      return false
    }
  }

  /// Whether `scalar` is the zero of a decimal numbering system whose ten digits are consecutive
  /// code points (all of Unicode's are).
  static func isDecimalZero(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.properties.numericType == .decimal, scalar.properties.numericValue == 0,
      let nine = Unicode.Scalar(scalar.value + 9)
    else { return false }
    return nine.properties.numericType == .decimal && nine.properties.numericValue == 9
  }
}
