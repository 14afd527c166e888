/// The direction a layout runs in: where "leading" is.
public enum WritingDirection: Hashable, Sendable, CaseIterable {
  /// Leading is left (English, Chinese).
  case leftToRight
  /// Leading is right (Arabic, Hebrew): layouts mirror horizontally.
  case rightToLeft
}
