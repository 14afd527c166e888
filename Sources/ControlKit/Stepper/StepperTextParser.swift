/// The pure text rules of a stepper's field.
///
/// They decide which edits are accepted while typing, and what the
/// text means on commit. Both are total functions over any `String` (they never trap), which makes
/// them the fuzzing surface.
///
/// The accepted language, for a configuration `c`:
/// - digits: any Unicode scalar whose numeric type is decimal (ASCII, full-width U+FF10–FF19 from
///   Chinese and Japanese IMEs, Arabic-Indic, Devanagari...), each normalised to its ASCII digit;
/// - a sign: '-', U+2212 or full-width '－', only first and only when `c.minimum` is negative;
/// - a decimal separator: '.', full-width '．' or `c.localeDecimalSeparator`, at most once, only
///   when `c.fractionDigits > 0`, followed by at most `c.fractionDigits` digits; normalised to
///   ``StepperConfiguration/displayDecimalSeparator``;
/// - nothing else: letters, spaces, exponents ("1e5"), hex ("0x10"), a second sign ("--5"), emoji,
///   direction marks and NUL make the whole text invalid.
///
/// ```swift
/// StepperTextParser.filter("１２", previous: "", configuration: .default)  // "12"
/// StepperTextParser.filter("12a", previous: "1", configuration: .default)  // nil: rejected
/// StepperTextParser.parse("12", configuration: .default)                   // .number(12)
/// ```
public enum StepperTextParser {
  /// The normalised form of `proposed` if the field may hold it, or nil to reject the edit.
  ///
  /// Besides the character rules above, the normalised text must fit
  /// ``StepperConfiguration/maximumInputLength`` characters, unless it is shorter than `previous`
  /// (so a user can still delete from an over-long value shown by the app).
  ///
  /// - Parameters:
  ///   - proposed: the full new text of the field after the edit (a keystroke or a paste).
  ///   - previous: the text before the edit, normalised.
  /// - Complexity: O(n) in the length of `proposed`.
  public static func filter(
    _ proposed: String, previous: String = "", configuration: StepperConfiguration
  ) -> String? {
    guard let scanned = scan(proposed, configuration: configuration) else { return nil }
    let length = scanned.text.count
    guard length <= configuration.maximumInputLength || length < previous.count else { return nil }
    return scanned.text
  }

  /// What `text` means under `configuration`.
  ///
  /// The result is empty, a number at its fraction digits, an overflow,
  /// or invalid. Applies the character rules of ``filter(_:previous:configuration:)`` but not the
  /// length limit, so 40-digit input reports ``ParsedNumber/overflow(negative:)``.
  ///
  /// - Complexity: O(n) in the length of `text`; no allocation for ASCII input.
  public static func parse(_ text: String, configuration: StepperConfiguration) -> ParsedNumber {
    // Pure-ASCII text (nearly all input) is classified byte by byte, skipping grapheme breaking.
    if isASCII(text) {
      return parse(
        classes: ASCIIClasses(text: text, configuration: configuration),
        configuration: configuration)
    }
    return parse(
      classes: CharacterClasses(text: text, configuration: configuration),
      configuration: configuration)
  }

  /// The parse over already-classified characters (see ``parse(_:configuration:)``).
  static func parse(classes: some Sequence<CharacterClass>, configuration: StepperConfiguration)
    -> ParsedNumber
  {
    var negative = false
    var magnitude: UInt64 = 0
    var overflow = false
    var fractionCount = 0
    var digitCount = 0
    var seenSeparator = false
    var position = 0
    for characterClass in classes {
      defer { position += 1 }
      switch characterClass {
      case .digit(let digit):
        if seenSeparator {
          fractionCount += 1
          guard fractionCount <= configuration.fractionDigits else { return .invalid }
        }
        digitCount += 1
        let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(digit))
        overflow = overflow || overflow1 || overflow2
        magnitude = sum
      case .sign:
        guard position == 0, configuration.allowsNegative else { return .invalid }
        negative = true
      case .separator:
        guard !seenSeparator, configuration.fractionDigits > 0 else { return .invalid }
        seenSeparator = true
      case .other:
        return .invalid
      }
    }
    guard digitCount > 0 else { return .empty }
    // Scale up to exactly fractionDigits digits.
    for _ in fractionCount..<configuration.fractionDigits {
      let (shifted, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
      overflow = overflow || overflowed
      magnitude = shifted
    }
    guard !overflow, let units = FixedDecimal.signed(magnitude: magnitude, negative: negative)
    else { return .overflow(negative: negative) }
    return .number(FixedDecimal(units: units, scale: configuration.scale))
  }

  /// The normalised text, or nil when a character breaks the rules.
  static func scan(_ text: String, configuration: StepperConfiguration) -> (
    text: String, digits: Int
  )? {
    if isASCII(text) {
      return scan(
        classes: ASCIIClasses(text: text, configuration: configuration),
        configuration: configuration)
    }
    return scan(
      classes: CharacterClasses(text: text, configuration: configuration),
      configuration: configuration)
  }

  /// The scan over already-classified characters (see ``scan(_:configuration:)``).
  static func scan(classes: some Sequence<CharacterClass>, configuration: StepperConfiguration)
    -> (text: String, digits: Int)?
  {
    var output = ""
    var digits = 0
    var fractionCount = 0
    var seenSeparator = false
    var position = 0
    for characterClass in classes {
      defer { position += 1 }
      switch characterClass {
      case .digit(let digit):
        if seenSeparator {
          fractionCount += 1
          guard fractionCount <= configuration.fractionDigits else { return nil }
        }
        digits += 1
        output.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + digit))
      case .sign:
        guard position == 0, configuration.allowsNegative else { return nil }
        output.append("-")
      case .separator:
        guard !seenSeparator, configuration.fractionDigits > 0 else { return nil }
        seenSeparator = true
        output.append(configuration.displayDecimalSeparator)
      case .other:
        return nil
      }
    }
    return (output, digits)
  }

  /// A character's role in number text.
  enum CharacterClass {
    /// A decimal digit with its value 0–9.
    case digit(UInt8)
    /// A minus sign.
    case sign
    /// A decimal separator.
    case separator
    /// Anything else.
    case other
  }

  /// Whether every byte of `text` is ASCII, where one byte is one character (CR LF aside, which
  /// is rejected either way).
  static func isASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// Classifies one ASCII byte exactly as ``classify(_:configuration:)`` classifies the same
  /// character.
  static func classify(ascii byte: UInt8, configuration: StepperConfiguration) -> CharacterClass {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "-"): return .sign
    case UInt8(ascii: "."): return .separator
    default:
      guard let separator = configuration.localeDecimalSeparator?.asciiValue, separator == byte
      else { return .other }
      return .separator
    }
  }

  /// Classifies one character: digits must be a single scalar of numeric type decimal, so that
  /// digits with combining marks, superscripts and fractions such as "½" are rejected.
  static func classify(_ character: Character, configuration: StepperConfiguration)
    -> CharacterClass
  {
    let scalars = character.unicodeScalars
    guard let scalar = scalars.first, scalars.count == 1 else {
      return character == configuration.localeDecimalSeparator ? .separator : .other
    }
    if scalar.isASCII {
      let byte = UInt8(truncatingIfNeeded: scalar.value)
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        return .digit(byte - UInt8(ascii: "0"))
      }
      if byte == UInt8(ascii: "-") { return .sign }
      if byte == UInt8(ascii: ".") { return .separator }
    } else if scalar.properties.numericType == .decimal,
      let value = character.wholeNumberValue, (0...9).contains(value)
    {
      return .digit(UInt8(value))
    } else if scalar == "\u{2212}" || scalar == "\u{FF0D}" {
      return .sign
    } else if scalar == "\u{FF0E}" {
      return .separator
    }
    return character == configuration.localeDecimalSeparator ? .separator : .other
  }

  /// The classes of an ASCII string's bytes.
  ///
  /// A struct rather than a lazy map so that no closure
  /// context is allocated on the hot path.
  struct ASCIIClasses: Sequence, IteratorProtocol {
    var bytes: String.UTF8View.Iterator
    let configuration: StepperConfiguration

    init(text: String, configuration: StepperConfiguration) {
      bytes = text.utf8.makeIterator()
      self.configuration = configuration
    }

    mutating func next() -> CharacterClass? {
      bytes.next().map { StepperTextParser.classify(ascii: $0, configuration: configuration) }
    }
  }

  /// The classes of a string's characters.
  struct CharacterClasses: Sequence, IteratorProtocol {
    var characters: String.Iterator
    let configuration: StepperConfiguration

    init(text: String, configuration: StepperConfiguration) {
      characters = text.makeIterator()
      self.configuration = configuration
    }

    mutating func next() -> CharacterClass? {
      characters.next().map { StepperTextParser.classify($0, configuration: configuration) }
    }
  }
}
