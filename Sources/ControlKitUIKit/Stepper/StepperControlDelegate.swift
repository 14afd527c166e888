#if canImport(UIKit)
  public import ControlKit

  /// The delegate of a ``StepperControl``.
  ///
  /// Every method is required (there are no default implementations), so a misspelled method is a
  /// compile error instead of a callback that silently never comes.
  @MainActor
  public protocol StepperControlDelegate: AnyObject {
    /// The value changed to `value` because of `source` (including `.programmatic`).
    func stepperControl(
      _ stepper: StepperControl, didChangeValueTo value: FixedDecimal, source: StepperChangeSource)
    /// The user pushed against `limit`.
    func stepperControl(_ stepper: StepperControl, didReach limit: RangeLimit)
    /// A whole interaction (a hold, an edit, a key, an accessibility action) ended with `value`.
    func stepperControl(_ stepper: StepperControl, didEndInteractionWith value: FixedDecimal)
  }
#endif
