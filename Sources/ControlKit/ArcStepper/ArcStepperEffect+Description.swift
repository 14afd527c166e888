extension ArcStepperEffect: CustomStringConvertible, CustomDebugStringConvertible {
  /// The effect in dot syntax without module names, as failure messages show it:
  /// `.valueChanged(old: 5, new: 6, source: .keyboard)`.
  public var description: String { ReflectedDescription.describe(self) }

  /// The same as ``description``, so arrays of effects print without module names too.
  public var debugDescription: String { description }
}
