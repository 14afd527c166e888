/// How the ends of an open stroke are drawn.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
  /// The stroke stops exactly at the end point.
  case butt
  /// A half-circle past the end point (the article's arcs use this).
  case round
  /// A half-square past the end point.
  case square
}
