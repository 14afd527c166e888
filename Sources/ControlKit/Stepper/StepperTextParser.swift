/// The pure text rules of a stepper's field.
///
/// They decide which edits are accepted while typing, and what the
/// text means on commit. Both are total functions over any `String` (they never trap), which makes
/// them the fuzzing surface. The field keeps what the user typed (digits, separators and affixes
/// as written); only a commit turns text into a value, which is then shown in the configuration's
/// ``NumberSymbols``.
///
/// The accepted language, for a configuration `c` with symbols `s` (`c.numberSymbols`):
/// - digits: any Unicode scalar whose numeric type is decimal (ASCII, full-width U+FF10–FF19 from
///   Chinese and Japanese input methods, Arabic-Indic, Devanagari...) and the Han digits
///   〇一二三四五六七八九, as react-aria reads `hanidec`; all digits of one text come from one
///   numbering system ("１2" mixes two and is refused);
/// - a sign: `s.minusSign`, '-', U+2212 or full-width '－', once, before the number (before or
///   after a prefix), only when `c.minimum` is negative;
/// - a decimal separator: `s.decimalSeparator`, '.' or full-width '．', at most once, only when
///   `c.fractionDigits > 0`, followed by at most `c.fractionDigits` digits (fewer under a
///   multiplier: a percent of a value with 2 fraction digits is typed with none, "25" for 0.25);
/// - grouping separators: `s.groupingSeparator` (any of the spaces U+0020, U+00A0, U+2009, U+202F
///   where it is one of them, "'" where it is "’"), between digits of the whole part, never first,
///   never two in a row; a commit drops them wherever they stand, as react-aria's NumberParser
///   does ("1,00" commits 100);
/// - where `s` groups with '.' (`de_DE`, `es_ES`), a '.' is a group separator when the text also
///   holds the decimal separator or more than one '.', or when exactly `s.groupingSize` digits
///   follow it ("1.234" is 1234, as a German reader reads it); otherwise it is a decimal point
///   ("2.5" is two and a half). While typing, text either reading allows is accepted ("1.2" on
///   the way to "1.234");
/// - `s.prefix` and `s.suffix`, optional, with any spacing around them, or only their first
///   characters (what deleting from their end leaves: "5 k" for the suffix " kg");
/// - nothing else: letters, inner spaces, exponents ("1e5"), hex ("0x10"), a second sign ("--5"),
///   emoji, direction marks and NUL make the whole text invalid.
///
/// ```swift
/// StepperTextParser.filter("１２", previous: "", configuration: .default)  // "１２"
/// StepperTextParser.filter("12a", previous: "1", configuration: .default)  // nil: rejected
/// StepperTextParser.parse("12", configuration: .default)                   // .number(12)
/// StepperTextParser.parse("二一", configuration: .default)                 // .number(21)
/// ```
public enum StepperTextParser {
  /// `proposed` if the field may hold it, or nil to reject the edit.
  ///
  /// Besides the character rules above, the text must hold at most
  /// ``StepperConfiguration/maximumInputLength`` digits (separators, signs and affixes are not
  /// counted), unless it holds fewer than `previous` (so a user can still delete from an
  /// over-long value shown by the app).
  ///
  /// - Parameters:
  ///   - proposed: the full new text of the field after the edit (a keystroke or a paste).
  ///   - previous: the text before the edit.
  ///   - configuration: the rules: fraction digits, sign, symbols, maximum length.
  /// - Complexity: O(n) in the length of `proposed` (and of `previous` when `proposed` is too
  ///   long).
  public static func filter(
    _ proposed: String, previous: String = "", configuration: StepperConfiguration
  ) -> String? {
    var number = MagnitudeReader()
    guard read(proposed, configuration: configuration, into: &number, typing: true) != nil else {
      return nil
    }
    guard
      number.digitCount <= configuration.maximumInputLength
        || number.digitCount < digitCount(of: previous, configuration: configuration)
    else { return nil }
    return proposed
  }

  /// What `text` means under `configuration`.
  ///
  /// The result is empty, a number at its fraction digits, an overflow,
  /// or invalid. Applies the character rules of ``filter(_:previous:configuration:)`` but not the
  /// length limit, so 40-digit input reports ``ParsedNumber/overflow(negative:)``.
  ///
  /// - Complexity: O(n) in the length of `text`; no allocation for ASCII and full-width input
  ///   under plain symbols.
  public static func parse(_ text: String, configuration: StepperConfiguration) -> ParsedNumber {
    // One read of the multiplier (behind the symbols' shared storage) per parse.
    let exponent = configuration.numberSymbols.multiplierExponent
    let dropped = exponent - configuration.fractionDigits
    if dropped > 0 { return parseDroppingDigits(text, dropped, configuration: configuration) }
    var number = MagnitudeReader()
    guard
      let fractionCount = read(text, configuration: configuration, into: &number, typing: false)
    else {
      return .invalid
    }
    guard number.digitCount > 0 else { return .empty }
    // Scale up to exactly the shown fraction digits: the value's, less a multiplier's.
    var magnitude = number.magnitude
    var overflow = number.overflow
    for _ in fractionCount..<(configuration.fractionDigits - exponent) {
      let (shifted, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
      overflow = overflow || overflowed
      magnitude = shifted
    }
    guard !overflow,
      let units = FixedDecimal.signed(magnitude: magnitude, negative: number.negative)
    else { return .overflow(negative: number.negative) }
    return .number(FixedDecimal(units: units, scale: configuration.scale))
  }

  /// ``parse(_:configuration:)`` under a multiplier finer than the value's precision.
  ///
  /// As "37 %" for a value of 1 fraction digit: no fraction is typed, and the shown number's
  /// last `dropped` digits are divided away, rounding half away from zero. The digits are read
  /// into 128 bits, so every value the stepper shows (its shown number up to `Int64.max` × 10¹⁸)
  /// reads back.
  private static func parseDroppingDigits(
    _ text: String, _ dropped: Int, configuration: StepperConfiguration
  ) -> ParsedNumber {
    var number = WideMagnitudeReader()
    guard read(text, configuration: configuration, into: &number, typing: false) != nil else {
      return .invalid
    }
    guard number.digitCount > 0 else { return .empty }
    guard
      let magnitude = number.rounded(
        dividingBy: UInt64(FixedDecimal.powerOfTen(UInt8(min(dropped, 18))))),
      let units = FixedDecimal.signed(magnitude: magnitude, negative: number.negative)
    else { return .overflow(negative: number.negative) }
    return .number(FixedDecimal(units: units, scale: configuration.scale))
  }

  /// The digits in `text`, whether or not the rules accept it (an owner in controlled mode may
  /// show a value the rules refuse, a negative one in a range of positives; deleting from it must
  /// stay possible).
  static func digitCount(of text: String, configuration: StepperConfiguration) -> Int {
    var number = MagnitudeReader()
    guard read(text, configuration: configuration, into: &number, typing: true) != nil else {
      let separator = configuration.numberSymbols.decimalSeparator
      return text.reduce(0) { count, character in
        guard case .digit = classify(character, decimalSeparator: separator) else { return count }
        return count + 1
      }
    }
    return number.digitCount
  }

  /// Walks `text` under the character rules, handing each accepted digit, sign and separator to
  /// `reader`; returns the number of fraction digits read, or nil at the first broken rule.
  ///
  /// The one place where the rules live: ``parse(_:configuration:)`` and
  /// ``filter(_:previous:configuration:)`` differ only in their reader and in `typing`, so they
  /// can never disagree on what is acceptable. Under plain symbols
  /// (``NumberSymbols/isPlain``), pure-ASCII text (nearly all input) is classified byte by byte,
  /// skipping grapheme breaking; so is text that mixes ASCII with the full-width digits, sign and
  /// point of Chinese and Japanese input methods (``UTF8NumberClasses``), which falls back to the
  /// general ``readCharacters(_:configuration:into:typing:)`` at the first other non-ASCII
  /// character.
  ///
  /// - Parameter typing: whether the text is being typed, so that a '.' that either groups or
  ///   separates may be read either way (see the type's rules).
  static func read(
    _ text: String, configuration: StepperConfiguration, into reader: inout some NumberTextReader,
    typing: Bool = false
  ) -> Int? {
    guard configuration.numberSymbols.isPlain else {
      return readCharacters(text, configuration: configuration, into: &reader, typing: typing)
    }
    if isASCII(text) {
      var classes = ASCIIClasses(text: text, configuration: configuration)
      return read(classes: &classes, configuration: configuration, into: &reader)
    }
    return readNonASCII(text, configuration: configuration, into: &reader)
  }

  /// ``read(_:configuration:into:typing:)`` for text with a non-ASCII byte under plain symbols.
  ///
  /// The UTF-8 fast path, else the general walk. Kept out of line so that the ASCII path stays
  /// small enough to inline.
  @inline(never)
  static func readNonASCII(
    _ text: String, configuration: StepperConfiguration, into reader: inout some NumberTextReader
  ) -> Int? {
    // Plain symbols have a one-scalar separator: its byte, or nil for a non-ASCII one (which the
    // walk never matches, so it falls back when it meets it).
    let start = reader
    var classes = UTF8NumberClasses(
      text: text, localeSeparator: configuration.numberSymbols.decimalSeparatorByte)
    let result = read(classes: &classes, configuration: configuration, into: &reader)
    guard classes.needsGeneralPath else { return result }
    reader = start
    return readCharacters(text, configuration: configuration, into: &reader)
  }

  /// The general walk, over `text` classified character by character.
  ///
  /// It reads grapheme clusters and Unicode properties, strips the sign and the affixes, and
  /// decides what each '.' means (``NumberTextBody``); ``read(_:configuration:into:typing:)``
  /// gives the same result for any text.
  static func readCharacters(
    _ text: String, configuration: StepperConfiguration, into reader: inout some NumberTextReader,
    typing: Bool = false
  ) -> Int? {
    let body = NumberTextBody(text, symbols: configuration.numberSymbols)
    let start = reader
    var classes = body.classes(dotsGroup: body.dotsGroupByRule)
    if let result = read(classes: &classes, configuration: configuration, into: &reader) {
      return result
    }
    guard typing, body.hasAmbiguousDot else { return nil }
    reader = start
    var other = body.classes(dotsGroup: !body.dotsGroupByRule)
    return read(classes: &other, configuration: configuration, into: &reader)
  }

  /// The walk over already-classified characters (see ``read(_:configuration:into:typing:)``).
  static func read(
    classes: inout some IteratorProtocol<CharacterClass>, configuration: StepperConfiguration,
    into reader: inout some NumberTextReader
  ) -> Int? {
    var fractionCount = 0
    let shownFractionDigits = configuration.shownFractionDigits
    var seenSeparator = false
    var position = 0
    var system: UInt32 = 0
    var digitsRead = false
    var afterGroup = false
    while let characterClass = classes.next() {
      defer { position += 1 }
      switch characterClass {
      case .digit(let digit, let zero):
        if digitsRead {
          guard zero == system else { return nil }
        } else {
          system = zero
          digitsRead = true
        }
        if seenSeparator {
          fractionCount += 1
          guard fractionCount <= shownFractionDigits else { return nil }
        }
        afterGroup = false
        reader.readDigit(digit)
      case .sign:
        guard position == 0, configuration.allowsNegative else { return nil }
        reader.readSign()
      case .separator:
        guard !seenSeparator, !afterGroup, shownFractionDigits > 0 else {
          return nil
        }
        seenSeparator = true
        reader.readSeparator()
      case .grouping:
        guard digitsRead, !afterGroup, !seenSeparator else { return nil }
        afterGroup = true
      case .other:
        return nil
      }
    }
    return fractionCount
  }

  /// A character's role in number text.
  enum CharacterClass: Equatable {
    /// A decimal digit with its value 0–9, and the code point of its numbering system's zero
    /// (U+3007 for the Han digits).
    case digit(UInt8, zero: UInt32)
    /// A minus sign.
    case sign
    /// A decimal separator.
    case separator
    /// A group separator.
    case grouping
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
  /// character under plain symbols.
  static func classify(ascii byte: UInt8, configuration: StepperConfiguration) -> CharacterClass {
    classify(ascii: byte, localeSeparator: configuration.numberSymbols.decimalSeparatorByte)
  }

  /// Classifies one ASCII byte given the decimal separator's byte (nil when not ASCII).
  static func classify(ascii byte: UInt8, localeSeparator: UInt8?) -> CharacterClass {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .digit(byte - UInt8(ascii: "0"), zero: 0x30)
    case UInt8(ascii: "-"): return .sign
    case UInt8(ascii: "."): return .separator
    default: return byte == localeSeparator ? .separator : .other
    }
  }

  /// Classifies one character on its own (no grouping, no affix): digits must be a single scalar
  /// of numeric type decimal, or a Han digit, so that digits with combining marks, superscripts
  /// and fractions such as "½" are rejected.
  static func classify(_ character: Character, configuration: StepperConfiguration)
    -> CharacterClass
  {
    classify(character, decimalSeparator: configuration.numberSymbols.decimalSeparator)
  }

  /// ``classify(_:configuration:)`` given the decimal separator.
  static func classify(_ character: Character, decimalSeparator separator: Character)
    -> CharacterClass
  {
    let scalars = character.unicodeScalars
    guard let scalar = scalars.first, scalars.count == 1 else {
      return character == separator ? .separator : .other
    }
    if scalar.isASCII {
      let byte = UInt8(truncatingIfNeeded: scalar.value)
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        return .digit(byte - UInt8(ascii: "0"), zero: 0x30)
      }
      if byte == UInt8(ascii: "-") { return .sign }
      if byte == UInt8(ascii: ".") { return .separator }
    } else if scalar.properties.numericType == .decimal,
      let value = character.wholeNumberValue, (0...9).contains(value)
    {
      return .digit(UInt8(value), zero: scalar.value - UInt32(value))
    } else if let value = hanDigits.firstIndex(of: scalar) {
      return .digit(UInt8(value), zero: 0x3007)
    } else if scalar == "\u{2212}" || scalar == "\u{FF0D}" {
      return .sign
    } else if scalar == "\u{FF0E}" {
      return .separator
    }
    return character == separator ? .separator : .other
  }

  /// The Han digits 〇一二三四五六七八九, in order: CLDR's `hanidec` numbering system, which a
  /// Chinese input method can produce.
  static let hanDigits: [Unicode.Scalar] = [
    "\u{3007}", "\u{4E00}", "\u{4E8C}", "\u{4E09}", "\u{56DB}", "\u{4E94}", "\u{516D}",
    "\u{4E03}", "\u{516B}", "\u{4E5D}",
  ]

  /// The classes of an ASCII string's bytes.
  ///
  /// A struct rather than a lazy map so that no closure
  /// context is allocated on the hot path.
  ///
  /// It keeps only the decimal separator's byte, not the whole configuration, so walking the text
  /// copies and retains nothing.
  struct ASCIIClasses: Sequence, IteratorProtocol {
    var bytes: String.UTF8View.Iterator
    let localeSeparator: UInt8?

    init(text: String, configuration: StepperConfiguration) {
      bytes = text.utf8.makeIterator()
      localeSeparator = configuration.numberSymbols.decimalSeparatorByte
    }

    mutating func next() -> CharacterClass? {
      bytes.next().map { StepperTextParser.classify(ascii: $0, localeSeparator: localeSeparator) }
    }
  }
}
