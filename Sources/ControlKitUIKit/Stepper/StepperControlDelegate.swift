#if canImport(UIKit)
public import ControlKit

/// The delegate of a ``StepperControl``.
///
/// Every method is optional, as in UIKit's own delegates and PPNumberButton's (`@optional`):
/// implement the ones you need; the others do nothing.
///
/// ```swift
/// extension CartViewController: StepperControlDelegate {
///   func stepperControl(_ stepper: StepperControl, didEndInteractionWith value: FixedDecimal) {
///     save(quantity: value)
///   }
/// }
/// ```
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

extension StepperControlDelegate {
  /// Does nothing: a delegate that does not implement it is not told.
  public func stepperControl(
    _ stepper: StepperControl, didChangeValueTo value: FixedDecimal, source: StepperChangeSource
  ) {}
  /// Does nothing: a delegate that does not implement it is not told.
  public func stepperControl(_ stepper: StepperControl, didReach limit: RangeLimit) {}
  /// Does nothing: a delegate that does not implement it is not told.
  public func stepperControl(_ stepper: StepperControl, didEndInteractionWith value: FixedDecimal) {
  }
}
#endif
