/// The direction a layout runs in: where "leading" is.
public enum WritingDirection: Hashable, Sendable, CaseIterable {
  /// Leading is left (English, Chinese).
  case leftToRight
  /// Leading is right (Arabic, Hebrew): layouts mirror horizontally.
  case rightToLeft
}

extension WritingDirection {
  /// 1, or -1 in right-to-left: the sign of a clockwise sweep that runs from the leading side,
  /// for progress that fills as the layout reads (a ring or pie counterclockwise in Arabic).
  var progressSign: Double { self == .rightToLeft ? -1 : 1 }
}
