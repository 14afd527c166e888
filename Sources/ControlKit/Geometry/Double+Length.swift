extension Double {
  /// The value as a length for layout: itself when positive and finite, otherwise 0, so negative,
  /// NaN or infinite sizes lay out as empty instead of producing nonsense frames.
  var nonNegativeLength: Double { self > 0 && isFinite ? self : 0 }
}
