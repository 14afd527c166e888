extension NumberSymbols {
  /// The fields of ``NumberSymbols``, immutable and shared between copies.
  final class Storage: Sendable {
    let decimalSeparator: Character
    let groupingSeparator: Character?
    let groupingSize: Int
    let secondaryGroupingSize: Int
    let minimumGroupingDigits: Int
    let minusSign: String
    let zeroDigit: Unicode.Scalar
    let prefix: String
    let suffix: String
    /// See ``NumberSymbols/isPlain``.
    let isPlain: Bool
    /// See ``NumberSymbols/decimalSeparatorByte``.
    let decimalSeparatorByte: UInt8?

    init(
      decimalSeparator: Character, groupingSeparator: Character?, groupingSize: Int,
      secondaryGroupingSize: Int, minimumGroupingDigits: Int, minusSign: String,
      zeroDigit: Unicode.Scalar, prefix: String, suffix: String
    ) {
      self.decimalSeparator = decimalSeparator
      self.groupingSeparator = groupingSeparator
      self.groupingSize = groupingSize
      self.secondaryGroupingSize = secondaryGroupingSize
      self.minimumGroupingDigits = minimumGroupingDigits
      self.minusSign = minusSign
      self.zeroDigit = zeroDigit
      self.prefix = prefix
      self.suffix = suffix
      isPlain =
        decimalSeparator.unicodeScalars.count == 1 && groupingSeparator == nil && minusSign == "-"
        && zeroDigit == "0" && prefix.isEmpty && suffix.isEmpty
      decimalSeparatorByte = Self.asciiByte(decimalSeparator)
    }

    /// `character`'s byte when it is one ASCII scalar.
    private static func asciiByte(_ character: Character) -> UInt8? {
      let scalars = character.unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first, scalar.isASCII else { return nil }
      return UInt8(truncatingIfNeeded: scalar.value)
    }

    /// Every field, for equality and hashing.
    var fields: Fields {
      Fields(
        decimalSeparator: decimalSeparator, groupingSeparator: groupingSeparator,
        groupingSize: groupingSize, secondaryGroupingSize: secondaryGroupingSize,
        minimumGroupingDigits: minimumGroupingDigits, minusSign: minusSign,
        zeroDigit: zeroDigit.value, prefix: prefix, suffix: suffix)
    }
  }

  /// The fields as one hashable value.
  struct Fields: Hashable {
    var decimalSeparator: Character
    var groupingSeparator: Character?
    var groupingSize: Int
    var secondaryGroupingSize: Int
    var minimumGroupingDigits: Int
    var minusSign: String
    var zeroDigit: UInt32
    var prefix: String
    var suffix: String
  }
}
