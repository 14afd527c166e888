extension NumberSymbols {
  /// The fields of ``NumberSymbols``, immutable and shared between copies, with what the hot
  /// paths ask of them worked out once.
  final class Storage: Sendable {
    /// The fields.
    let fields: Fields
    /// See ``NumberSymbols/isPlain``.
    let isPlain: Bool
    /// See ``NumberSymbols/decimalSeparatorByte``.
    let decimalSeparatorByte: UInt8?
    /// See ``NumberSymbols/multiplierExponent``.
    let multiplierExponent: Int

    init(_ fields: Fields) {
      self.fields = fields
      isPlain =
        fields.decimalSeparator.unicodeScalars.count == 1 && fields.groupingSeparator == nil
        && fields.minusSign == "-" && fields.zeroDigit == "0" && fields.prefix.isEmpty
        && fields.suffix.isEmpty && fields.multiplier == 1
      decimalSeparatorByte = Self.asciiByte(fields.decimalSeparator)
      multiplierExponent = NumberSymbols.exponent(ofPowerOfTen: fields.multiplier) ?? 0
    }

    /// `character`'s byte when it is one ASCII scalar.
    private static func asciiByte(_ character: Character) -> UInt8? {
      let scalars = character.unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first, scalar.isASCII else { return nil }
      return UInt8(truncatingIfNeeded: scalar.value)
    }
  }

  /// The fields as one value (see ``NumberSymbols`` for each).
  struct Fields: Hashable, Sendable {
    var decimalSeparator: Character
    var groupingSeparator: Character?
    var groupingSize: Int
    var secondaryGroupingSize: Int
    var minimumGroupingDigits: Int
    var minusSign: String
    var zeroDigit: Unicode.Scalar
    var prefix: String
    var suffix: String
    var multiplier: Int
  }
}
