/// How an ``ArcAnimation`` ended.
public enum ArcAnimationCompletion: Hashable, Sendable, CaseIterable {
  /// It reached its target and a frame showing the target was reported.
  case finished
  /// A new target, a drag or reduce-motion replaced it before it reached its target.
  case interrupted
}
