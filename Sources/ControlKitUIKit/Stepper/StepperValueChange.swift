#if canImport(UIKit)
  public import ControlKit

  /// One change of a ``StepperControl``'s value, as its publisher and async sequence deliver it.
  public struct StepperValueChange: Hashable, Sendable {
    /// The value before the change.
    public var oldValue: FixedDecimal
    /// The value after it.
    public var value: FixedDecimal
    /// What changed it: a button, a repeat, a key, typed text, the app...
    public var source: StepperChangeSource

    /// Creates a change record.
    public init(oldValue: FixedDecimal, value: FixedDecimal, source: StepperChangeSource) {
      self.oldValue = oldValue
      self.value = value
      self.source = source
    }
  }
#endif
