#if canImport(Testing)
public import ControlKit

/// A driver a ``DriverTestStore`` can test: its whole state and presentation, and its effects.
@MainActor
public protocol TestableDriver: AnyObject {
  /// The driver's state machine.
  associatedtype State: Equatable
  /// What is on screen.
  associatedtype Presentation: Equatable
  /// What the driver reports.
  associatedtype Effect: Equatable

  /// The whole state.
  var state: State { get }
  /// What is on screen now.
  var presentation: Presentation { get }
  /// The front-end's reporting: called with every effect, in order.
  var onEffect: (@MainActor (Effect) -> Void)? { get set }
}

extension StepperDriver: TestableDriver {}
extension ArcStepperDriver: TestableDriver {}
extension HUDDriver: TestableDriver {}
#endif
