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
  ///   - configuration: the rules: fraction digits, sign, decimal separator, maximum length.
  /// - Complexity: O(n) in the length of `proposed`.
  public static func filter(
    _ proposed: String, previous: String = "", configuration: StepperConfiguration
  ) -> String? {
    guard let normalized = scan(proposed, configuration: configuration) else { return nil }
    let length = isASCII(normalized) ? normalized.utf8.count : normalized.count
    guard length <= configuration.maximumInputLength || length < previous.count else { return nil }
    return normalized
  }

  /// What `text` means under `configuration`.
  ///
  /// The result is empty, a number at its fraction digits, an overflow,
  /// or invalid. Applies the character rules of ``filter(_:previous:configuration:)`` but not the
  /// length limit, so 40-digit input reports ``ParsedNumber/overflow(negative:)``.
  ///
  /// - Complexity: O(n) in the length of `text`; no allocation for ASCII input.
  public static func parse(_ text: String, configuration: StepperConfiguration) -> ParsedNumber {
    var number = MagnitudeReader()
    guard let fractionCount = read(text, configuration: configuration, into: &number) else {
      return .invalid
    }
    guard number.digitCount > 0 else { return .empty }
    // Scale up to exactly fractionDigits digits.
    var magnitude = number.magnitude
    var overflow = number.overflow
    for _ in fractionCount..<configuration.fractionDigits {
      let (shifted, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
      overflow = overflow || overflowed
      magnitude = shifted
    }
    guard !overflow,
      let units = FixedDecimal.signed(magnitude: magnitude, negative: number.negative)
    else { return .overflow(negative: number.negative) }
    return .number(FixedDecimal(units: units, scale: configuration.scale))
  }

  /// The normalised text (ASCII digits, '-', the display separator), or nil when a character
  /// breaks the rules.
  static func scan(_ text: String, configuration: StepperConfiguration) -> String? {
    if isAlreadyNormalized(text, configuration: configuration) {
      // Only checking is needed: the text comes back as it is, with no string rebuilt.
      var validator = MagnitudeReader()
      return read(text, configuration: configuration, into: &validator) == nil ? nil : text
    }
    var normalized = NormalizedTextReader(separator: configuration.displayDecimalSeparator)
    guard read(text, configuration: configuration, into: &normalized) != nil else { return nil }
    return normalized.text
  }

  /// Whether normalising `text` could not change it, if it is acceptable at all: ASCII, where a
  /// digit, "-" and the display separator map to themselves, and with no "." that would become
  /// another display separator.
  static func isAlreadyNormalized(_ text: String, configuration: StepperConfiguration) -> Bool {
    guard isASCII(text) else { return false }
    return configuration.displayDecimalSeparator == "."
      || !text.utf8.contains(UInt8(ascii: "."))
  }

  /// Walks `text` under the character rules, handing each accepted digit, sign and separator to
  /// `reader`; returns the number of fraction digits read, or nil at the first broken rule.
  ///
  /// The one place where the rules live: ``parse(_:configuration:)`` and
  /// ``filter(_:previous:configuration:)`` differ only in their reader, so they can never disagree
  /// on what is acceptable. Pure-ASCII text (nearly all input) is classified byte by byte,
  /// skipping grapheme breaking; so is text that mixes ASCII with the full-width digits, sign and
  /// point of Chinese and Japanese input methods (``UTF8NumberClasses``), which falls back to the
  /// general ``readCharacters(_:configuration:into:)`` at the first other non-ASCII character.
  static func read(
    _ text: String, configuration: StepperConfiguration, into reader: inout some NumberTextReader
  ) -> Int? {
    if isASCII(text) {
      var classes = ASCIIClasses(text: text, configuration: configuration)
      return read(classes: &classes, configuration: configuration, into: &reader)
    }
    return readNonASCII(text, configuration: configuration, into: &reader)
  }

  /// ``read(_:configuration:into:)`` for text with a non-ASCII byte.
  ///
  /// The UTF-8 fast path, else the general walk. Kept out of line so that the ASCII path stays
  /// small enough to inline.
  @inline(never)
  static func readNonASCII(
    _ text: String, configuration: StepperConfiguration, into reader: inout some NumberTextReader
  ) -> Int? {
    guard let localeSeparator = UTF8NumberClasses.localeSeparatorByte(configuration) else {
      return readCharacters(text, configuration: configuration, into: &reader)
    }
    let start = reader
    var classes = UTF8NumberClasses(text: text, localeSeparator: localeSeparator)
    let result = read(classes: &classes, configuration: configuration, into: &reader)
    guard classes.needsGeneralPath else { return result }
    reader = start
    return readCharacters(text, configuration: configuration, into: &reader)
  }

  /// The general walk, over `text` classified character by character.
  ///
  /// It reads grapheme clusters and Unicode properties; ``read(_:configuration:into:)`` gives the
  /// same result for any text.
  static func readCharacters(
    _ text: String, configuration: StepperConfiguration, into reader: inout some NumberTextReader
  ) -> Int? {
    var classes = CharacterClasses(text: text, configuration: configuration)
    return read(classes: &classes, configuration: configuration, into: &reader)
  }

  /// The walk over already-classified characters (see ``read(_:configuration:into:)``).
  static func read(
    classes: inout some IteratorProtocol<CharacterClass>, configuration: StepperConfiguration,
    into reader: inout some NumberTextReader
  ) -> Int? {
    var fractionCount = 0
    var seenSeparator = false
    var position = 0
    while let characterClass = classes.next() {
      defer { position += 1 }
      switch characterClass {
      case .digit(let digit):
        if seenSeparator {
          fractionCount += 1
          guard fractionCount <= configuration.fractionDigits else { return nil }
        }
        reader.readDigit(digit)
      case .sign:
        guard position == 0, configuration.allowsNegative else { return nil }
        reader.readSign()
      case .separator:
        guard !seenSeparator, configuration.fractionDigits > 0 else { return nil }
        seenSeparator = true
        reader.readSeparator()
      case .other:
        return nil
      }
    }
    return fractionCount
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
    // Contiguous UTF-8 (every native string) is checked as a plain buffer, which the compiler
    // vectorises; bridged strings take the generic walk.
    text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.reduce(0 as UInt8) { $0 | $1 } < 0x80
    } ?? text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// Classifies one ASCII byte exactly as ``classify(_:configuration:)`` classifies the same
  /// character.
  static func classify(ascii byte: UInt8, configuration: StepperConfiguration) -> CharacterClass {
    classify(ascii: byte, localeSeparator: configuration.localeDecimalSeparator?.asciiValue)
  }

  /// Classifies one ASCII byte given the locale separator's byte (nil when none or not ASCII).
  static func classify(ascii byte: UInt8, localeSeparator: UInt8?) -> CharacterClass {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "-"): return .sign
    case UInt8(ascii: "."): return .separator
    default: return byte == localeSeparator ? .separator : .other
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
  ///
  /// It keeps only the locale separator's byte, not the whole configuration, so walking the text
  /// copies and retains nothing.
  struct ASCIIClasses: Sequence, IteratorProtocol {
    var bytes: String.UTF8View.Iterator
    let localeSeparator: UInt8?

    init(text: String, configuration: StepperConfiguration) {
      bytes = text.utf8.makeIterator()
      localeSeparator = configuration.localeDecimalSeparator?.asciiValue
    }

    mutating func next() -> CharacterClass? {
      bytes.next().map { StepperTextParser.classify(ascii: $0, localeSeparator: localeSeparator) }
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
