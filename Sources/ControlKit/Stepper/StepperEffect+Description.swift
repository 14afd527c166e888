extension StepperEffect: CustomStringConvertible, CustomDebugStringConvertible {
  /// The effect in dot syntax without module names, as failure messages show it:
  /// `.valueChanged(old: 5.0, new: 5.1, source: .button)`.
  public var description: String {
    switch self {
    case .editingBegan: ".editingBegan"
    case .editingEnded: ".editingEnded"
    case .cancelTimer: ".cancelTimer"
    case .textRejected: ".textRejected"
    default: ReflectedDescription.describe(self)
    }
  }

  /// The same as ``description``, so arrays of effects print without module names too.
  public var debugDescription: String { description }
}
