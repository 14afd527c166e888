/// A control's core as ``ControlSession`` drives it: a value-type state machine whose effects the
/// session carries out through a ``ControlHost``.
///
/// ``StepperState``, ``ArcStepperState`` and ``HUDState`` conform. A conformance adds no
/// behaviour: it names the events the runtime itself sends (the timer fired, a frame was shown),
/// says which effects need the host (timer, announcement, limit feedback) and samples the
/// animations the state holds.
///
/// - Important: every animation is state. ``presentation(at:)`` is a pure function of the state
///   and an instant, so a front-end may draw any frame at any rate and a test may sample any
///   instant; ``needsFrames(at:)`` says when a host must keep its frame clock running.
public protocol ControlMachine: Sendable {
  /// What happens to the control.
  associatedtype Event: Sendable
  /// What the control asks for after an event.
  associatedtype Effect: Sendable
  /// What is on screen at an instant: the state's animations sampled.
  associatedtype Presentation: Equatable & Sendable

  /// Applies `event`, appending its effects to `effects` in order.
  mutating func reduce(_ event: Event, into effects: inout [Effect])

  /// The event that answers a ``RuntimeAction/scheduleTimer(at:)``: the one timer fired at its
  /// deadline `instant`.
  static func timerFired(at instant: ControlInstant) -> Event

  /// The event that tells the state a frame drawn for `instant` is on screen (it ends finished
  /// animations).
  static func frameShown(at instant: ControlInstant) -> Event

  /// What the host must do for `effect`, or nil when the effect is only reported to the app.
  ///
  /// Called after the reduction that produced `effect`, on the new state.
  func runtimeAction(for effect: Effect) -> RuntimeAction?

  /// Whether an animation is moving at `instant`: the host ticks frames exactly while this is
  /// true, and idles otherwise.
  func needsFrames(at instant: ControlInstant) -> Bool

  /// What is on screen at `instant`.
  func presentation(at instant: ControlInstant) -> Presentation
}
