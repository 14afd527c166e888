/// The stepper's one behaviour layer under every front-end: it owns the ``ControlSession``, stamps
/// each input with its host's clock, tracks interactions, and reports effects through one set of
/// callbacks.
///
/// GTK's `GTKStepper`, UIKit's `StepperControl` and SwiftUI's `StepperView` each hold one and
/// keep only their host, their input mapping (a platform event becomes a call here) and their
/// drawing. Tests drive it on a virtual clock, exactly as a front-end does:
///
/// ```swift
/// let host = VirtualHost()
/// let driver = StepperDriver(value: 1, host: host)
/// driver.onValueChanged = { value, source in print(value, source) }
/// driver.press(.increment)                // 2
/// host.advance(by: .milliseconds(600))    // the hold repeats
/// driver.release(inside: true)            // onInteractionEnded, onInteractingChanged(false)
/// ```
///
/// The callbacks, in the order a front-end sees them for one event: ``onLimitFeedback`` (the
/// host played it), ``onRender`` (redraw, once), then each effect's callback in the order the
/// core produced them.
@MainActor
public final class StepperDriver {
  /// Called when the value changed, with the new value and what changed it (a programmatic
  /// change too, with source ``StepperChangeSource/programmatic``).
  public var onValueChanged:
    (@MainActor (_ value: FixedDecimal, _ source: StepperChangeSource) -> Void)?
  /// Called when the user pushed against a limit.
  public var onLimitReached: (@MainActor (_ limit: RangeLimit) -> Void)?
  /// Called when a whole interaction (a hold, an edit committed, a key, a wheel notch, a screen
  /// reader action) ended, with the value it left: apps that must not send a request per repeat
  /// listen here.
  public var onInteractionEnded: (@MainActor (_ value: FixedDecimal) -> Void)?
  /// Called with `true` when the user starts interacting and `false` once when it is over.
  ///
  /// An interaction starts with a press, focus in the field, a key, a wheel notch or a screen
  /// reader action, and is over when nothing is held or edited any more: SwiftUI `Stepper`'s
  /// `onEditingChanged`. A disabled stepper reports nothing.
  public var onInteractingChanged: (@MainActor (_ isInteracting: Bool) -> Void)?
  /// Called when the field started editing (it gained the focus).
  public var onEditingBegan: (@MainActor () -> Void)? {
    get { rarelySet?.onEditingBegan }
    set { intents.onEditingBegan = newValue }
  }
  /// Called when the field stopped editing (it lost the focus; the text was committed).
  public var onEditingEnded: (@MainActor () -> Void)? {
    get { rarelySet?.onEditingEnded }
    set { intents.onEditingEnded = newValue }
  }
  /// Called when a proposed edit was refused (the field keeps its text; GTK rings the bell).
  public var onTextRejected: (@MainActor () -> Void)? {
    get { rarelySet?.onTextRejected }
    set { intents.onTextRejected = newValue }
  }
  /// Controlled mode: the user asked for `steps` steps up; answer with ``setValue(_:)``.
  public var onIncreaseRequested:
    (@MainActor (_ steps: Int64, _ source: StepperChangeSource) -> Void)?
  {
    get { rarelySet?.onIncreaseRequested }
    set { intents.onIncreaseRequested = newValue }
  }
  /// Controlled mode: the user asked for `steps` steps down; answer with ``setValue(_:)``.
  public var onDecreaseRequested:
    (@MainActor (_ steps: Int64, _ source: StepperChangeSource) -> Void)?
  {
    get { rarelySet?.onDecreaseRequested }
    set { intents.onDecreaseRequested = newValue }
  }
  /// Controlled mode: the user asked for a limit (Home, End); answer with ``setValue(_:)``.
  public var onValueRequested:
    (@MainActor (_ value: FixedDecimal, _ source: StepperChangeSource) -> Void)?
  {
    get { rarelySet?.onValueRequested }
    set { intents.onValueRequested = newValue }
  }
  /// Controlled mode: the user committed typed text; answer with ``setValue(_:)``.
  public var onCommitRequested: (@MainActor (_ text: String, _ parsed: ParsedNumber) -> Void)? {
    get { rarelySet?.onCommitRequested }
    set { intents.onCommitRequested = newValue }
  }
  /// Controlled mode: the value the self-managed rules would give.
  ///
  /// Called after each request above (stepped, clamped, snapped, empty text as the minimum);
  /// an owner that agrees calls ``setValue(_:)`` with it.
  public var onValueProposed:
    (@MainActor (_ value: FixedDecimal, _ source: StepperChangeSource) -> Void)?
  {
    get { rarelySet?.onValueProposed }
    set { intents.onValueProposed = newValue }
  }
  /// The front-end's own reporting: called with every effect, before the callbacks above (UIKit
  /// sends its target-actions there, GTK rings the bell).
  public var onEffect: (@MainActor (StepperEffect) -> Void)?
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

  /// Whether an interaction is in progress (between the two ``onInteractingChanged`` calls).
  public private(set) var isInteracting = false
  /// The platform (or a test's virtual clock) the session runs on; every input is stamped with
  /// its `now`.
  public let host: any ControlHost
  /// The runtime that owns the state (only the driver holds it strongly).
  let session: ControlSession<StepperState>
  /// The controlled-mode and editing callbacks, made when the first of them is set (most
  /// steppers never set one).
  private var rarelySet: StepperDriverIntents?

  /// Creates a driver showing `value` under `configuration`, run on `host`.
  ///
  /// - Parameters:
  ///   - value: the first value (clamped to `configuration` unless controlled).
  ///   - configuration: range, step, repeat policy, cart mode, limit feedback, label.
  ///   - mode: ``StepperMode/selfManaged`` (the driver changes the value) or
  ///     ``StepperMode/controlled`` (it reports intents and shows what ``setValue(_:)`` gives).
  ///   - host: the platform's host; tests pass `VirtualHost`.
  public init(
    value: FixedDecimal = 0, configuration: StepperConfiguration = .default,
    mode: StepperMode = .selfManaged, host: any ControlHost
  ) {
    self.host = host
    session = ControlSession(
      StepperState(value: value, configuration: configuration, mode: mode), at: host.now)
    host.drive(session)
    // Unowned, not weak: only this driver holds the session strongly (hosts hold it weakly), so
    // the session never outlives it, and a weak reference would give every driver a side table.
    session.onEffect = { [unowned self] effect in self.report(effect) }
  }

  // MARK: - State

  /// The stepper's state.
  public var state: StepperState { session.state }
  /// What is on screen now (the shake offset, which buttons show enabled).
  public var presentation: StepperPresentation { session.presentation }

  /// The value; setting it is a programmatic change (clamped; remembered, so a later
  /// configuration re-clamps what was asked).
  public var value: FixedDecimal {
    get { state.value }
    set { send(.valueSetProgrammatically(newValue, at: host.now)) }
  }

  /// The rules; setting them re-clamps the value the app last asked for.
  public var configuration: StepperConfiguration {
    get { state.configuration }
    set {
      guard newValue != state.configuration else { return }
      send(.configurationChanged(newValue, at: host.now))
    }
  }

  /// Whether the stepper accepts input; turning it off ends a hold and an edit.
  public var isEnabled: Bool {
    get { state.isEnabled }
    set {
      guard newValue != state.isEnabled else { return }
      send(.enabledChanged(newValue, at: host.now))
      endInteractionIfIdle()
    }
  }

  /// Whether a limit shakes no more: the system's reduce-motion setting.
  ///
  /// See ``StepperState/reducesMotion``. Front-ends set their platform's, and again when it
  /// changes.
  public var reducesMotion: Bool {
    get { state.reducesMotion }
    set {
      guard newValue != state.reducesMotion else { return }
      send(.reduceMotionChanged(newValue, at: host.now))
    }
  }

  /// The owner's answer (controlled mode) or a programmatic value shown as given: shows `value`.
  public func setValue(_ value: FixedDecimal) {
    send(.ownerProvidedValue(value, at: host.now))
  }

  /// The box behind the rarely set callbacks, made on first use.
  private var intents: StepperDriverIntents {
    if let rarelySet { return rarelySet }
    let made = StepperDriverIntents()
    rarelySet = made
    return made
  }

  // MARK: - Input

  /// The − or + button went down (a hold starts; it steps at once).
  public func press(_ direction: StepperDirection, pointer: StepperPointerKind = .touch) {
    guard state.isEnabled else { return }
    beginInteraction()
    let now = host.now
    send(
      direction == .increment
        ? .incrementPressed(pointer: pointer, at: now)
        : .decrementPressed(pointer: pointer, at: now))
  }

  /// The pointer holding a button moved onto (`inside`) or off its touch area; nothing when it
  /// stays where it was.
  public func pointerMoved(inside: Bool) {
    guard let hold = state.hold, hold.isPointerInside != inside else { return }
    send(inside ? .dragEntered(at: host.now) : .dragExited(at: host.now))
  }

  /// The pointer holding a button lifted, over its touch area or elsewhere (a release never
  /// steps).
  public func release(inside: Bool) {
    send(.released(inside: inside, at: host.now))
    endInteractionIfIdle()
  }

  /// The pointer holding a button lifted where it last was (inside unless it was dragged out).
  public func release() {
    release(inside: state.hold?.isPointerInside ?? true)
  }

  /// The system took the pointer away (a scroll view claimed it); the hold ends at once.
  public func cancelPointer() {
    if state.hold != nil { send(.pointerCancelled(at: host.now)) }
    endInteractionIfIdle()
  }

  /// A button activated from the keyboard or by a screen reader's click: a press and its
  /// release at once.
  public func activate(_ direction: StepperDirection) {
    press(direction, pointer: .keyboard)
    release(inside: true)
  }

  /// A hardware key while the stepper has focus; false when the key is not the stepper's (the
  /// caret's Home and End while editing, for example: ``StepperState/claimsKey(_:commandModifier:)``).
  @discardableResult
  public func keyPressed(_ key: StepperKey, commandModifier: Bool = false) -> Bool {
    guard state.claimsKey(key, commandModifier: commandModifier) else { return false }
    whole(.keyPressed(key, at: host.now))
    return true
  }

  /// The scroll wheel moved by whole notches: positive up; false when there was none.
  @discardableResult
  public func scrolled(steps: Int) -> Bool {
    guard steps != 0 else { return false }
    whole(.scrolled(steps: steps, at: host.now))
    return true
  }

  /// A screen reader's increment (`.increment`) or decrement action.
  public func accessibilityAdjust(_ direction: StepperDirection) {
    let now = host.now
    whole(
      direction == .increment
        ? .accessibilityIncremented(at: now) : .accessibilityDecremented(at: now))
  }

  /// The field gained (`true`) or lost the focus: editing begins, or ends and commits.
  public func focusChanged(_ focused: Bool) {
    if focused {
      if state.isEnabled { beginInteraction() }
      send(.editingBegan(at: host.now))
    } else {
      send(.editingEnded(at: host.now))
    }
    endInteractionIfIdle()
  }

  /// Proposes replacing part of the field's text; returns the core's answer (a refused edit
  /// changes nothing).
  @discardableResult
  public func replaceText(_ edit: TextReplacement) -> TextEditOutcome {
    let outcome = state.outcome(of: edit)
    send(.textReplaced(edit, at: host.now))
    return outcome
  }

  /// Proposes the field's whole new text; returns whether it was accepted.
  ///
  /// For a platform that delivers the whole text (SwiftUI's `TextField`): the difference from
  /// the shown text becomes one replacement.
  @discardableResult
  public func proposeText(_ text: String) -> Bool {
    let edit = TextReplacement(from: state.displayText, to: text)
    guard case .accepted = replaceText(edit) else { return false }
    return true
  }

  /// Return was pressed in the field: commit and keep editing.
  public func submit() {
    send(.textSubmitted(at: host.now))
  }

  /// Stops the timer and frames and drops the host and every callback: the control went away.
  public func invalidate() {
    session.invalidate()
    onValueChanged = nil
    onLimitReached = nil
    onInteractionEnded = nil
    onInteractingChanged = nil
    rarelySet = nil
    onEffect = nil
    onRender = nil
    onLimitFeedback = nil
  }

  /// Hands `event` to the session (queued if one is being handled).
  package func send(_ event: StepperEvent) {
    session.send(event)
  }

  /// An input that is a whole interaction in one event (a key, a wheel notch, a screen reader
  /// action): it begins before the event and ends after it, unless an edit or a hold goes on.
  private func whole(_ event: StepperEvent) {
    if state.isEnabled { beginInteraction() }
    send(event)
    endInteractionIfIdle()
  }

  // MARK: - Effects

  /// Reports one effect, after the session rendered and ran its host action.
  private func report(_ effect: StepperEffect) {
    onEffect?(effect)
    switch effect {
    case .valueChanged(_, let new, let source):
      onValueChanged?(new, source)
    case .limitReached(let limit, _):
      onLimitReached?(limit)
    case .interactionEnded(let value):
      onInteractionEnded?(value)
      endInteractionIfIdle()
    case .editingBegan:
      rarelySet?.onEditingBegan?()
    case .editingEnded:
      rarelySet?.onEditingEnded?()
    case .textRejected:
      rarelySet?.onTextRejected?()
    case .increaseRequested(let steps, let source):
      rarelySet?.onIncreaseRequested?(steps, source)
    case .decreaseRequested(let steps, let source):
      rarelySet?.onDecreaseRequested?(steps, source)
    case .valueRequested(let value, let source):
      rarelySet?.onValueRequested?(value, source)
    case .commitRequested(let text, let parsed):
      rarelySet?.onCommitRequested?(text, parsed)
    case .valueProposed(let value, let source):
      rarelySet?.onValueProposed?(value, source)
    case .scheduleTimer, .cancelTimer, .announce:
      // The host ran them.
      break
    }
  }

  private func beginInteraction() {
    guard !isInteracting else { return }
    isInteracting = true
    onInteractingChanged?(true)
  }

  /// Ends the interaction once nothing is held or edited any more.
  private func endInteractionIfIdle() {
    guard isInteracting, state.hold == nil, !state.isEditing else { return }
    isInteracting = false
    onInteractingChanged?(false)
  }
}
