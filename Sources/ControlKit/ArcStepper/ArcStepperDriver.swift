/// The arc stepper's one behaviour layer under every front-end: it owns the ``ControlSession``,
/// stamps each input with its host's clock and reports effects through one set of callbacks.
///
/// GTK's `GTKArcStepper`, UIKit's `ArcStepperControl` and SwiftUI's `ArcStepperView` each hold
/// one and keep only their host, their input mapping and their drawing. Animation starts from
/// what is on screen: a new step animates from the fraction presented at that instant, even
/// mid-animation, and jumps when reduce motion is on (the core's rules; the driver feeds
/// instants).
///
/// ```swift
/// let host = VirtualHost()
/// let driver = ArcStepperDriver(host: host)
/// driver.boundsChanged(Rect(x: 0, y: 0, width: 100, height: 100))
/// driver.keyPressed(.up)                    // one step up; the arc animates
/// host.advance(by: .milliseconds(100))      // driver.presentation.fraction is on its way
/// ```
@MainActor
public final class ArcStepperDriver {
  /// Called when the step changed, with the new step and what changed it (a programmatic
  /// change too, with source ``ArcStepperChangeSource/programmatic``).
  public var onValueChanged: (@MainActor (_ value: Int, _ source: ArcStepperChangeSource) -> Void)?
  /// Called when a whole interaction (press to release, one key, one wheel notch, one screen
  /// reader action) ended, with the step it left.
  public var onInteractionEnded: (@MainActor (_ value: Int) -> Void)?
  /// Called with `true` when the user starts interacting and `false` once when it is over: the
  /// same rule as ``StepperDriver/onInteractingChanged`` (SwiftUI `Stepper`'s and `Slider`'s
  /// `onEditingChanged`).
  ///
  /// A drag on the ring begins one and it is over when released, cancelled, or the control is
  /// disabled or given new rules: where a front-end keeps a scroll view from taking the drag and
  /// an app pauses what it must not do mid-gesture. A key, a wheel notch and a screen reader
  /// action are each a whole interaction in one: `true`, the step's callbacks
  /// (``onValueChanged``, ``onInteractionEnded``), then `false`. A disabled control reports
  /// nothing.
  public var onInteractingChanged: (@MainActor (_ isInteracting: Bool) -> Void)?
  /// Called when the user pushed against an end.
  public var onLimitReached: (@MainActor (_ limit: RangeLimit) -> Void)?
  /// The front-end's own reporting: called with every effect, before the callbacks above (UIKit
  /// sends its target-actions there, GTK rings the bell).
  public var onEffect: (@MainActor (ArcStepperEffect) -> Void)?
  /// The front-end's redraw: called after every render the session asks for.
  ///
  /// It is the session's ``ControlSession/onRender`` (no closure of the driver's in between).
  public var onRender: (@MainActor () -> Void)? {
    get { session.onRender }
    set { session.onRender = newValue }
  }
  /// Called after the host played a limit feedback (SwiftUI counts the haptic ones).
  public var onLimitFeedback: (@MainActor (_ feedback: LimitFeedback, _ limit: RangeLimit) -> Void)?
  {
    get { session.onLimitFeedback }
    set { session.onLimitFeedback = newValue }
  }

  /// The platform (or a test's virtual clock) the session runs on.
  public let host: any ControlHost
  /// The runtime that owns the state (a new one when the configuration changes; only the driver
  /// holds it strongly).
  private(set) var session: ControlSession<ArcStepperState>
  /// Whether a pointer is down (pressed on the ring or not).
  public private(set) var isPointerDown = false
  /// Whether an interaction is in progress (between the two ``onInteractingChanged`` calls): a
  /// drag on the ring, or a key, wheel notch or screen reader action being handled.
  public private(set) var isInteracting = false

  /// Creates a driver with `configuration` (at its initial step), run on `host`.
  public init(configuration: ArcStepperConfiguration = .article, host: any ControlHost) {
    self.host = host
    session = ControlSession(ArcStepperState(configuration: configuration), at: host.now)
    attachSession()
  }

  // MARK: - State

  /// The arc stepper's state.
  public var state: ArcStepperState { session.state }
  /// What is on screen now: the arc's presented fraction.
  public var presentation: ArcStepperPresentation { session.presentation }

  /// The step; setting it animates there from what is on screen (clamped to `0...stepCount`)
  /// and reports a programmatic change.
  public var value: Int {
    get { state.currentStep }
    set {
      guard newValue != state.currentStep else { return }
      send(.stepSetProgrammatically(newValue, at: host.now))
    }
  }

  /// The rules; setting them starts a new session at the current step (clamped, reported as a
  /// programmatic change when it moved), keeping the bounds, the enabled state, the motion
  /// setting and the direction, without an animation.
  ///
  /// Set from inside one of the driver's callbacks, the new rules take effect once the event
  /// being handled is done, so the rest of its effects (the interaction's end, say) still arrive.
  public var configuration: ArcStepperConfiguration {
    get { state.configuration }
    set {
      guard newValue != state.configuration else { return }
      session.whenIdle { [weak self] in self?.adopt(newValue) }
    }
  }

  /// Starts a new session for `configuration` (see ``configuration``).
  private func adopt(_ configuration: ArcStepperConfiguration) {
    guard configuration != state.configuration else { return }
    let old = state
    let render = onRender
    let limitFeedback = onLimitFeedback
    session.invalidate()
    session = ControlSession(
      ArcStepperState(
        currentStep: old.currentStep, configuration: configuration, bounds: old.bounds,
        isEnabled: old.isEnabled, reducesMotion: old.reducesMotion, direction: old.direction),
      at: host.now)
    attachSession()
    onRender = render
    onLimitFeedback = limitFeedback
    // One render, as a session's: the host's, then the front-end's.
    host.render()
    onRender?()
    if state.currentStep != old.currentStep {
      report(.valueChanged(old: old.currentStep, new: state.currentStep, source: .programmatic))
    }
    updateInteracting()
  }

  /// Whether the control accepts input (a disabled one is drawn faded).
  public var isEnabled: Bool {
    get { state.isEnabled }
    set {
      guard newValue != state.isEnabled else { return }
      send(.enabledChanged(newValue, at: host.now))
    }
  }

  /// Whether changes jump instead of animating (the system's reduce-motion setting).
  public var reducesMotion: Bool {
    get { state.reducesMotion }
    set {
      guard newValue != state.reducesMotion else { return }
      send(.reduceMotionChanged(newValue, at: host.now))
    }
  }

  /// The writing direction the ring is laid out in.
  ///
  /// Right to left mirrors the ring (see ``ArcGeometry``). Front-ends set their platform's
  /// before drawing and before placing a press; nothing happens when it did not change.
  public var direction: WritingDirection {
    get { state.direction }
    set {
      guard newValue != state.direction else { return }
      send(.directionChanged(newValue, at: host.now))
    }
  }

  // MARK: - Input

  /// The control was laid out at `bounds` (its own coordinates); nothing when they did not move.
  public func boundsChanged(_ bounds: Rect) {
    guard bounds != state.bounds else { return }
    send(.boundsChanged(bounds, at: host.now))
  }

  /// A pointer went down at `point`; returns whether the ring took it (a press on the centre,
  /// the gap or outside the ring is left to the platform).
  @discardableResult
  public func press(at point: Point) -> Bool {
    isPointerDown = true
    send(.pointerPressed(point, at: host.now))
    return state.isDragging
  }

  /// The pressed pointer moved to `point`.
  public func pointerMoved(to point: Point) {
    send(.pointerMoved(point, at: host.now))
  }

  /// A pointer is at `point` (as SwiftUI's `DragGesture` reports it): the first call presses,
  /// later ones move.
  public func drag(to point: Point) {
    if isPointerDown { pointerMoved(to: point) } else { press(at: point) }
  }

  /// The pressed pointer lifted at `point`.
  public func release(at point: Point) {
    isPointerDown = false
    send(.pointerReleased(point, at: host.now))
  }

  /// The system took the pointer away: the step the press began with comes back.
  ///
  /// Nothing when no pointer is down.
  public func cancelPointer() {
    guard isPointerDown || state.isDragging else { return }
    isPointerDown = false
    send(.pointerCancelled(at: host.now))
  }

  /// A hardware key while focused; false when the control is disabled (the key is not ours).
  @discardableResult
  public func keyPressed(_ key: ArcStepperKey) -> Bool {
    guard state.isEnabled else { return false }
    whole(.keyPressed(key, at: host.now))
    return true
  }

  /// The scroll wheel moved by whole notches (positive up); false when it was not taken (no
  /// notch, disabled, or during a drag).
  @discardableResult
  public func scrolled(steps: Int) -> Bool {
    guard steps != 0, state.isEnabled, !state.isDragging else { return false }
    whole(.scrolled(steps: steps, at: host.now))
    return true
  }

  /// A screen reader's increment or decrement action.
  public func accessibilityAdjust(_ direction: StepperDirection) {
    let now = host.now
    whole(
      direction == .increment
        ? .accessibilityIncremented(at: now) : .accessibilityDecremented(at: now))
  }

  /// Keyboard focus came (`true`) or went.
  public func focusChanged(_ focused: Bool) {
    guard focused != state.isFocused else { return }
    send(.focusChanged(focused, at: host.now))
  }

  /// Stops the timer and frames and drops the host and every callback: the control went away.
  public func invalidate() {
    session.invalidate()
    onValueChanged = nil
    onInteractionEnded = nil
    onInteractingChanged = nil
    onLimitReached = nil
    onEffect = nil
    onRender = nil
    onLimitFeedback = nil
  }

  /// Hands `event` to the session (queued if one is being handled).
  package func send(_ event: ArcStepperEvent) {
    session.send(event)
    updateInteracting()
  }

  /// An input that is a whole interaction in one event (a key, a wheel notch, a screen reader
  /// action): it begins before the event and ends after it, as ``StepperDriver``'s do; during a
  /// drag it is part of the drag.
  private func whole(_ event: ArcStepperEvent) {
    if state.isEnabled, !isInteracting {
      isInteracting = true
      onInteractingChanged?(true)
    }
    send(event)
  }

  /// Calls ``onInteractingChanged`` when a drag began or ended (once the session handled every
  /// queued event, so a callback that sends one sees the change once).
  private func updateInteracting() {
    let dragging = state.isDragging
    guard dragging != isInteracting, !session.isHandling else { return }
    isInteracting = dragging
    onInteractingChanged?(dragging)
  }

  // MARK: - Effects

  private func attachSession() {
    host.drive(session)
    // Unowned, not weak: only this driver holds the session strongly (hosts hold it weakly), so
    // the session never outlives it, and a weak reference would give every driver a side table.
    session.onEffect = { [unowned self] effect in self.report(effect) }
  }

  /// Reports one effect, after the session rendered and ran its host action.
  private func report(_ effect: ArcStepperEffect) {
    onEffect?(effect)
    switch effect {
    case .valueChanged(_, let new, let source): onValueChanged?(new, source)
    case .interactionEnded(let value): onInteractionEnded?(value)
    case .limitReached(let limit, _): onLimitReached?(limit)
    case .announce, .animationStarted, .animationCompleted, .pointerIgnoredWithoutBounds:
      // The host announced; the animation is sampled on every render.
      break
    }
  }
}
