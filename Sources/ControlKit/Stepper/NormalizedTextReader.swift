/// Reads number text into its normalised form: ASCII digits, '-' and the display separator.
struct NormalizedTextReader: NumberTextReader {
  /// The separator written for any accepted separator.
  let separator: Character
  /// The normalised text so far.
  var text = ""

  mutating func readDigit(_ digit: UInt8) {
    text.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + digit))
  }

  mutating func readSign() { text.append("-") }

  mutating func readSeparator() { text.append(separator) }
}
