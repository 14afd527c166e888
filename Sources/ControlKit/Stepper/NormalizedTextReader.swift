/// Reads number text into its normalised form: ASCII digits, '-' and the display separator.
///
/// ASCII bytes wait in a fixed 16-byte buffer and join ``text`` in one append when it fills or is
/// read, so a typical entry costs one string append rather than one per character.
struct NormalizedTextReader: NumberTextReader {
  /// The separator written for any accepted separator.
  let separator: Character
  /// The text before the pending bytes.
  private var flushed = ""
  /// ASCII bytes not yet in `flushed`.
  private var pending: (UInt64, UInt64) = (0, 0)
  /// How many bytes of `pending` are used.
  private var pendingCount = 0

  init(separator: Character) {
    self.separator = separator
  }

  /// The normalised text so far.
  var text: String {
    guard pendingCount > 0 else { return flushed }
    let tail = withUnsafeBytes(of: pending) { bytes in
      String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<pendingCount]), as: UTF8.self)
    }
    return flushed.isEmpty ? tail : flushed + tail
  }

  mutating func readDigit(_ digit: UInt8) { append(UInt8(ascii: "0") + digit) }

  mutating func readSign() { append(UInt8(ascii: "-")) }

  mutating func readSeparator() {
    if let byte = separator.asciiValue, separator.utf8.count == 1 {
      append(byte)
    } else {
      flush()
      flushed.append(separator)
    }
  }

  private mutating func append(_ byte: UInt8) {
    if pendingCount == MemoryLayout.size(ofValue: pending) { flush() }
    withUnsafeMutableBytes(of: &pending) { $0[pendingCount] = byte }
    pendingCount += 1
  }

  private mutating func flush() {
    flushed = text
    pendingCount = 0
  }
}
