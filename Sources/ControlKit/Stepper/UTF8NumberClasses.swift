/// The classes of number text read straight from its UTF-8 bytes, for text made of ASCII and the
/// full-width forms that Chinese and Japanese input methods send: digits U+FF10–FF19
/// (`EF BC 90`–`99`), minus U+FF0D (`EF BC 8D`), full stop U+FF0E (`EF BC 8E`), and the minus
/// sign U+2212 (`E2 88 92`).
///
/// None of these characters joins a neighbour into one grapheme cluster, so classifying them one
/// by one gives exactly what ``StepperTextParser/classify(_:configuration:)`` gives for each
/// `Character`. Any other non-ASCII byte (another script's digits, a combining mark that could
/// join the character before it, an emoji) ends the walk with ``needsGeneralPath`` set: the
/// caller then starts again on the general, character-by-character path.
struct UTF8NumberClasses: IteratorProtocol {
  var bytes: String.UTF8View.Iterator
  /// The decimal separator's byte when it is one ASCII scalar, else `nil`.
  let localeSeparator: UInt8?
  /// Whether a byte outside the fast alphabet was met (the classes read so far are void).
  private(set) var needsGeneralPath = false

  init(text: String, localeSeparator: UInt8?) {
    bytes = text.utf8.makeIterator()
    self.localeSeparator = localeSeparator
  }

  mutating func next() -> StepperTextParser.CharacterClass? {
    guard let lead = bytes.next() else { return nil }
    if lead < 0x80 {
      return StepperTextParser.classify(ascii: lead, localeSeparator: localeSeparator)
    }
    switch (lead, bytes.next(), bytes.next()) {
    case (0xEF, 0xBC, let last?) where last >= 0x90 && last <= 0x99:
      return .digit(last - 0x90, zero: 0xFF10)
    case (0xEF, 0xBC, 0x8D), (0xE2, 0x88, 0x92):
      return .sign
    case (0xEF, 0xBC, 0x8E):
      return .separator
    default:
      needsGeneralPath = true
      return .other
    }
  }
}
