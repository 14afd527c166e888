/// The colour scheme a control is drawn for.
public enum Theme: String, Hashable, Sendable, CaseIterable {
  /// Dark content on a light background.
  case light
  /// Light content on a dark background.
  case dark
}
