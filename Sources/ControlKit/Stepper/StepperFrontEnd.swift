/// A stepper front-end that runs on a ``StepperDriver``: GTK's `GTKStepper` and UIKit's
/// `StepperControl` conform, and get the driver's callbacks and value under the same names.
///
/// Each callback is the driver's, documented there once; setting it on the control sets it on
/// the driver.
///
/// ```swift
/// stepper.onValueChanged = { value, source in print(value, source) }
/// stepper.onInteractionEnded = { value in save(value) }
/// ```
@MainActor
public protocol StepperFrontEnd: AnyObject {
  /// The behaviour layer the control runs on.
  var driver: StepperDriver { get }
}

extension StepperFrontEnd {
  /// The core state shown now.
  public var coreState: StepperState { driver.state }

  /// The owner's answer (controlled mode) or a programmatic value shown as given: shows
  /// `value` (``StepperDriver/setValue(_:)``).
  public func setValue(_ value: FixedDecimal) {
    driver.setValue(value)
  }

  /// ``StepperDriver/reducesMotion``: a limit shakes no more.
  public var reducesMotion: Bool {
    get { driver.reducesMotion }
    set { driver.reducesMotion = newValue }
  }

  /// ``StepperDriver/onValueChanged``.
  public var onValueChanged:
    (@MainActor (_ value: FixedDecimal, _ source: StepperChangeSource) -> Void)?
  {
    get { driver.onValueChanged }
    set { driver.onValueChanged = newValue }
  }
  /// ``StepperDriver/onLimitReached``.
  public var onLimitReached: (@MainActor (_ limit: RangeLimit) -> Void)? {
    get { driver.onLimitReached }
    set { driver.onLimitReached = newValue }
  }
  /// ``StepperDriver/onInteractionEnded``.
  public var onInteractionEnded: (@MainActor (_ value: FixedDecimal) -> Void)? {
    get { driver.onInteractionEnded }
    set { driver.onInteractionEnded = newValue }
  }
  /// ``StepperDriver/onInteractingChanged``.
  public var onInteractingChanged: (@MainActor (_ isInteracting: Bool) -> Void)? {
    get { driver.onInteractingChanged }
    set { driver.onInteractingChanged = newValue }
  }
  /// ``StepperDriver/onIncreaseRequested``.
  public var onIncreaseRequested:
    (@MainActor (_ steps: Int64, _ source: StepperChangeSource) -> Void)?
  {
    get { driver.onIncreaseRequested }
    set { driver.onIncreaseRequested = newValue }
  }
  /// ``StepperDriver/onDecreaseRequested``.
  public var onDecreaseRequested:
    (@MainActor (_ steps: Int64, _ source: StepperChangeSource) -> Void)?
  {
    get { driver.onDecreaseRequested }
    set { driver.onDecreaseRequested = newValue }
  }
  /// ``StepperDriver/onValueRequested``.
  public var onValueRequested:
    (@MainActor (_ value: FixedDecimal, _ source: StepperChangeSource) -> Void)?
  {
    get { driver.onValueRequested }
    set { driver.onValueRequested = newValue }
  }
  /// ``StepperDriver/onCommitRequested``.
  public var onCommitRequested: (@MainActor (_ text: String, _ parsed: ParsedNumber) -> Void)? {
    get { driver.onCommitRequested }
    set { driver.onCommitRequested = newValue }
  }
  /// ``StepperDriver/onValueProposed``.
  public var onValueProposed:
    (@MainActor (_ value: FixedDecimal, _ source: StepperChangeSource) -> Void)?
  {
    get { driver.onValueProposed }
    set { driver.onValueProposed = newValue }
  }
}
