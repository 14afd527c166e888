/// An arc stepper front-end that runs on an ``ArcStepperDriver``: GTK's `GTKArcStepper` and
/// UIKit's `ArcStepperControl` conform, and get the driver's value and callbacks under the same
/// names.
///
/// ```swift
/// volume.value = 7
/// volume.onValueChanged = { step, source in player.volume = step }
/// ```
@MainActor
public protocol ArcStepperFrontEnd: AnyObject {
  /// The behaviour layer the control runs on.
  var driver: ArcStepperDriver { get }
}

extension ArcStepperFrontEnd {
  /// The core state shown now.
  public var coreState: ArcStepperState { driver.state }
  /// ``ArcStepperDriver/value``: the step; setting it animates there.
  public var value: Int {
    get { driver.value }
    set { driver.value = newValue }
  }
  /// ``ArcStepperDriver/reducesMotion``.
  public var reducesMotion: Bool {
    get { driver.reducesMotion }
    set { driver.reducesMotion = newValue }
  }
  /// ``ArcStepperDriver/onValueChanged``.
  public var onValueChanged: (@MainActor (_ value: Int, _ source: ArcStepperChangeSource) -> Void)?
  {
    get { driver.onValueChanged }
    set { driver.onValueChanged = newValue }
  }
  /// ``ArcStepperDriver/onInteractionEnded``.
  public var onInteractionEnded: (@MainActor (_ value: Int) -> Void)? {
    get { driver.onInteractionEnded }
    set { driver.onInteractionEnded = newValue }
  }
  /// ``ArcStepperDriver/onInteractingChanged``: a drag on the ring began (`true`) or ended.
  public var onInteractingChanged: (@MainActor (_ isInteracting: Bool) -> Void)? {
    get { driver.onInteractingChanged }
    set { driver.onInteractingChanged = newValue }
  }
  /// ``ArcStepperDriver/onLimitReached``.
  public var onLimitReached: (@MainActor (_ limit: RangeLimit) -> Void)? {
    get { driver.onLimitReached }
    set { driver.onLimitReached = newValue }
  }
}
