/// Number text with its sign and affixes stripped, its other characters classified, and its
/// dots that may either group or separate noted (``StepperTextParser``'s general walk).
struct NumberTextBody {
  /// Whether a minus sign was read before the number.
  var negative = false
  /// The classes of the characters between the affixes; `nil` marks a '.' whose role is decided
  /// by ``classes(dotsGroup:)``.
  var body: [StepperTextParser.CharacterClass?] = []
  /// Whether the dots group under the rule of ``StepperTextParser``: the text also holds a decimal
  /// separator or several dots, or exactly the group size of digits follow the one dot.
  var dotsGroupByRule = false
  /// Whether a '.' could be read either way while typing: the text's one '.', with at most
  /// the group size of digits after it (more could never become a group).
  var hasAmbiguousDot = false

  /// Strips and classifies `text` under `symbols` (a character that can never belong to a
  /// number is classified `.other`, which the walk refuses).
  init(_ text: String, symbols: NumberSymbols) {
    var characters = Array(text)[...]
    let hasAffixes = !symbols.prefix.isEmpty || !symbols.suffix.isEmpty
    if hasAffixes { NumberTextBody.trimSpaces(&characters) }
    negative = NumberTextBody.dropMinus(&characters, symbols: symbols)
    if hasAffixes { NumberTextBody.trimSpaces(&characters) }
    if NumberTextBody.dropLeading(affix: symbols.prefix, from: &characters) {
      NumberTextBody.trimSpaces(&characters)
      if !negative { negative = NumberTextBody.dropMinus(&characters, symbols: symbols) }
    }
    if NumberTextBody.dropTrailing(affix: symbols.suffix, from: &characters) {
      NumberTextBody.trimSpaces(&characters)
    }
    var dots = 0
    var hasSeparator = false
    body.reserveCapacity(characters.count + 1)
    if negative { body.append(.sign) }
    for character in characters {
      // The decimal separator first: an equivalent of the group separator may be it ("'" for
      // "’").
      if let grouping = symbols.groupingSeparator, character != symbols.decimalSeparator,
        NumberTextBody.isGroupingSeparator(character, for: grouping)
      {
        if character == "." {
          dots += 1
          body.append(nil)
        } else {
          body.append(.grouping)
        }
        continue
      }
      let characterClass = StepperTextParser.classify(
        character, decimalSeparator: symbols.decimalSeparator)
      if characterClass == .separator { hasSeparator = true }
      body.append(characterClass)
    }
    guard dots > 0 else { return }
    if hasSeparator || dots > 1 {
      dotsGroupByRule = true
      return
    }
    guard let dot = body.firstIndex(where: { $0 == nil }) else { return }
    let following = body[(dot + 1)...].prefix { if case .digit = $0 { true } else { false } }
    dotsGroupByRule = following.count == symbols.groupingSize
    hasAmbiguousDot = following.count <= symbols.groupingSize
  }

  /// The classes to walk, with each undecided '.' a group separator or a decimal separator.
  func classes(dotsGroup: Bool) -> some IteratorProtocol<StepperTextParser.CharacterClass> {
    body.lazy.map { $0 ?? (dotsGroup ? .grouping : .separator) }.makeIterator()
  }

  /// Whether `character` stands for the group separator `grouping`: itself, any space where it is
  /// a space (keyboards type U+0020 where `fr_FR` writes U+202F), an ASCII apostrophe for "’".
  static func isGroupingSeparator(_ character: Character, for grouping: Character) -> Bool {
    if character == grouping { return true }
    if NumberSymbols.spaceGroupingSeparators.contains(grouping) {
      return NumberSymbols.spaceGroupingSeparators.contains(character)
    }
    return grouping == "\u{2019}" && character == "'"
  }

  /// Drops a leading minus sign (the symbols' own, '-', U+2212 or '－'); whether there was one.
  ///
  /// Text that is only the start of a minus sign of several characters (the Arabic letter mark
  /// of `ar_EG`'s "؜-", typed first) is a minus sign on its way.
  static func dropMinus(_ characters: inout ArraySlice<Character>, symbols: NumberSymbols) -> Bool {
    if symbols.minusSign != "-" {
      if characters.starts(with: symbols.minusSign) {
        characters = characters.dropFirst(symbols.minusSign.count)
        return true
      }
      if !characters.isEmpty, symbols.minusSign.starts(with: characters) {
        characters = characters.dropFirst(characters.count)
        return true
      }
    }
    guard let first = characters.first, ["-", "\u{2212}", "\u{FF0D}"].contains(first) else {
      return false
    }
    characters = characters.dropFirst()
    return true
  }

  /// Drops `affix` (without its spacing), or the longest start of it, from the front; whether
  /// anything was dropped.
  static func dropLeading(affix: String, from characters: inout ArraySlice<Character>) -> Bool {
    let affix = trimmed(affix)
    for length in stride(from: min(affix.count, characters.count), through: 1, by: -1)
    where characters.prefix(length).elementsEqual(affix.prefix(length)) {
      characters = characters.dropFirst(length)
      return true
    }
    return false
  }

  /// Drops `affix` (without its spacing), or the longest start of it, from the end; whether
  /// anything was dropped.
  static func dropTrailing(affix: String, from characters: inout ArraySlice<Character>) -> Bool {
    let affix = trimmed(affix)
    for length in stride(from: min(affix.count, characters.count), through: 1, by: -1)
    where characters.suffix(length).elementsEqual(affix.prefix(length)) {
      characters = characters.dropLast(length)
      return true
    }
    return false
  }

  /// `affix` without its leading and trailing spaces.
  static func trimmed(_ affix: String) -> [Character] {
    Array(affix.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  /// Drops spaces from both ends.
  static func trimSpaces(_ characters: inout ArraySlice<Character>) {
    while characters.first?.isWhitespace == true { characters = characters.dropFirst() }
    while characters.last?.isWhitespace == true { characters = characters.dropLast() }
  }
}
