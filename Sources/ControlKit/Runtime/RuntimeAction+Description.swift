extension RuntimeAction: CustomStringConvertible, CustomDebugStringConvertible {
  /// The action in dot syntax without module names: `.announce("Maximum reached")`.
  public var description: String {
    switch self {
    case .cancelTimer: ".cancelTimer"
    default: ReflectedDescription.describe(self)
    }
  }

  /// The same as ``description``.
  public var debugDescription: String { description }
}
