/// What the HUD shows above its title.
public enum HUDIndicator: Hashable, Sendable {
  /// An indeterminate spinner (the article's `UIActivityIndicatorView`); runs only while the HUD can
  /// be seen.
  case spinner
  /// A determinate progress ring; the fraction is clamped to `0...1` (NaN counts as 0) by
  /// ``HUDContent``.
  case progress(Double)
  /// A check mark: the task succeeded.
  case success
  /// A cross: the task failed.
  case error
  /// An "i": information.
  case info
  /// No indicator: text only.
  case none

  /// Whether this indicator is a status (success, error, info) that dismisses itself.
  public var isStatus: Bool {
    switch self {
    case .success, .error, .info: true
    case .spinner, .progress, .none: false
    }
  }

  /// Whether an indicator is drawn above the title.
  public var hasGlyph: Bool { self != .none }

  /// The indicator with its progress clamped to `0...1` (NaN becomes 0).
  var clamped: HUDIndicator {
    guard case .progress(let fraction) = self else { return self }
    return .progress(fraction.isNaN ? 0 : min(1, max(0, fraction)))
  }
}
