extension HUDEffect: CustomStringConvertible, CustomDebugStringConvertible {
  /// The effect in dot syntax without module names, as failure messages show it:
  /// `.announce("Loading")`, `.scheduleTimer(at: t=500ms)`.
  public var description: String {
    switch self {
    case .shown: ".shown"
    case .hidden: ".hidden"
    case .startSpinner: ".startSpinner"
    case .stopSpinner: ".stopSpinner"
    case .cancelTimer: ".cancelTimer"
    case .sampleProgress: ".sampleProgress"
    default: ReflectedDescription.describe(self)
    }
  }

  /// The same as ``description``, so arrays of effects print without module names too.
  public var debugDescription: String { description }
}
