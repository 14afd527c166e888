/// The timing curve of an ``ArcAnimation``: how far along the value is for a given share of time.
public enum ArcEasing: Hashable, Sendable, CaseIterable {
  /// Constant speed.
  case linear
  /// Slow start, fast middle, slow end: a cubic (`4t³` in the first half, mirrored in the second),
  /// close to Core Animation's ease-in-ease-out and exact at `0`, `0.5` and `1`.
  case easeInOut

  /// The eased progress for a time share `t`, clamped to `0...1`.
  public func progress(_ t: Double) -> Double {
    let time = t.isNaN ? 1 : min(1, max(0, t))
    switch self {
    case .linear:
      return time
    case .easeInOut:
      if time < 0.5 { return 4 * time * time * time }
      let rest = 2 - 2 * time
      return 1 - rest * rest * rest / 2
    }
  }
}
