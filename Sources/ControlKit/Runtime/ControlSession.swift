/// The one runtime under every front-end: owns a control's state and carries out its effects
/// through a ``ControlHost``, always in the same order.
///
/// For each event, ``send(_:)``:
/// 1. reduces it (``ControlMachine/reduce(_:into:)``), samples ``presentation`` at the host's
///    `now`, and starts or stops frame ticks if ``ControlMachine/needsFrames(at:)`` changed;
/// 2. carries out each effect's ``RuntimeAction`` on the host, in order (timer, announcement,
///    limit feedback, then ``onLimitFeedback``);
/// 3. calls ``ControlHost/render()`` then ``onRender`` once, where the front-end lays out and
///    draws the new state and presentation in one pass;
/// 4. reports the effects in order through ``onEffect``, where front-ends send their
///    target-actions and signals and call the app's closures: every callback sees the control
///    already drawn for the state its effect came from (the stepper's field shows the new
///    value inside `onValueChanged`), and draws nothing itself.
///
/// An event sent while that runs (an app closure that sets the value, a host that fires a timer
/// synchronously) is queued and handled after the current one, never re-entrantly, so every
/// callback sees the state its effect came from and effects are reported in the order they
/// happened.
///
/// Frames: while the state has an animation in flight the host calls ``frameTicked(at:)`` once
/// per frame; the session tells the state the frame is shown (ending finished animations) and
/// renders only when what is on screen changed (a spinner that moves 12 times a second redraws
/// 12 times, not 60).
///
/// ```swift
/// let session = ControlSession(StepperState(value: 1))
/// host.drive(session)                    // a GTK, UIKit, SwiftUI or virtual-clock host
/// session.onRender = { print("redraw") }
/// session.onEffect = { effect in print(effect) }
/// session.send(.incrementPressed(pointer: .mouse, at: host.now))
/// ```
///
/// - Complexity: the event path (``send(_:)``, ``timerFired(at:)``, ``frameTicked(at:)``) is
///   `@inlinable`, so a front-end module compiles it for its own machine (a `GTKStepper`'s
///   session runs `StepperState` code directly, not the generic runtime through witness tables
///   and metadata lookups: measured with callgrind, that was a sixth of a `GTKStepper` value change).
@MainActor
public final class ControlSession<Machine: ControlMachine> {
  /// The control's state, changed only by ``send(_:)``.
  @inlinable public var state: Machine { storedState }
  /// The presentation last sampled for ``ControlHost/render()``.
  @inlinable public var presentation: Machine.Presentation { storedPresentation }
  /// Whether the host was last told to tick frames.
  @inlinable public var isTickingFrames: Bool { ticksFrames }
  /// The platform the session runs on; nil runs the state without side effects (no timer, no
  /// frames, no drawing).
  public weak var host: (any ControlHost)? {
    didSet {
      ticksFrames = false
      if let host { updateFrameTicks(at: host.now) }
    }
  }
  /// Called for each effect, in order, after the host carried out every effect's action and the
  /// session rendered.
  public var onEffect: (@MainActor (Machine.Effect) -> Void)?
  /// Called after every render, once the host rendered: where the control redraws itself (a
  /// host serves the session, not the control, so a test's `VirtualHost` can stand in for it).
  public var onRender: (@MainActor () -> Void)?
  /// Called after every limit feedback, once the host played it (SwiftUI counts it for its
  /// `sensoryFeedback` modifier).
  public var onLimitFeedback: (@MainActor (LimitFeedback, RangeLimit) -> Void)?

  // Stored state behind the public read-only properties, `@usableFromInline` for the
  // inlinable event path.
  @usableFromInline var storedState: Machine
  @usableFromInline var storedPresentation: Machine.Presentation
  @usableFromInline var ticksFrames = false
  @usableFromInline var queue: [Machine.Event] = []
  @usableFromInline var isHandling = false
  /// Work a driver asked to run once the session has handled every queued event
  /// (``whenIdle(_:)``).
  @usableFromInline var idleWork: [@MainActor () -> Void] = []
  /// The effects buffer every event reuses, keeping its capacity.
  ///
  /// The first event allocates it, not the initialiser: most controls on a screen are created
  /// and never touched.
  @usableFromInline var effects: [Machine.Effect] = []

  /// Creates a session over `state`, sampling its presentation at `instant`.
  public init(_ state: Machine, at instant: ControlInstant = .zero) {
    storedState = state
    storedPresentation = state.presentation(at: instant)
  }

  /// Handles `event` now, or after the event being handled if called from inside a callback.
  @inlinable
  public func send(_ event: Machine.Event) {
    queue.append(event)
    guard !isHandling else { return }
    isHandling = true
    drainQueue()
    isHandling = false
    if !idleWork.isEmpty { runIdleWork() }
  }

  /// Runs `work` now, or, when called from a callback of an event being handled, once that
  /// event and every event queued after it have been handled.
  ///
  /// For a driver that replaces its session from inside one of its callbacks (new rules set in
  /// `onValueChanged`): the rest of the event's effects still reach the front-end first.
  func whenIdle(_ work: @escaping @MainActor () -> Void) {
    guard isHandling else { return work() }
    idleWork.append(work)
  }

  /// Runs the work ``whenIdle(_:)`` put off, in order, including work it puts off meanwhile.
  @usableFromInline
  func runIdleWork() {
    while !idleWork.isEmpty, !isHandling {
      idleWork.removeFirst()()
    }
  }

  /// The host's timer passed `deadline`.
  @inlinable
  public func timerFired(at deadline: ControlInstant) {
    send(Machine.timerFired(at: deadline))
  }

  /// The host shows a frame for `instant`.
  ///
  /// The state learns it, and the host redraws if what is on screen changed. A tick that arrives while an event is being handled is skipped (the
  /// render at the end of that event covers it).
  @inlinable
  public func frameTicked(at instant: ControlInstant) {
    guard !isHandling else { return }
    isHandling = true
    handle(Machine.frameShown(at: instant), frame: instant)
    drainQueue()
    isHandling = false
    if !idleWork.isEmpty { runIdleWork() }
  }

  /// Cancels the timer and frame ticks, and forgets the host and the callbacks: for a control
  /// being destroyed.
  public func invalidate() {
    host?.cancelTimer()
    if ticksFrames { host?.setFrameTicksEnabled(false) }
    ticksFrames = false
    host = nil
    onEffect = nil
    onRender = nil
    onLimitFeedback = nil
    queue.removeAll()
  }

  /// Handles queued events in order, including those queued meanwhile.
  @inlinable
  func drainQueue() {
    var index = 0
    while index < queue.count {
      handle(queue[index], frame: nil)
      index += 1
    }
    queue.removeAll(keepingCapacity: true)
  }

  /// One event: reduce and frame ticks, the effects' host actions, one render, then the effects
  /// reported in order.
  @inlinable
  func handle(_ event: Machine.Event, frame: ControlInstant?) {
    var produced = effects
    effects = []
    storedState.reduce(event, into: &produced)
    let now = frame ?? host?.now ?? .zero
    let sampled = storedState.presentation(at: now)
    let changed = sampled != storedPresentation
    storedPresentation = sampled
    updateFrameTicks(at: now)
    for effect in produced {
      if let action = storedState.runtimeAction(for: effect) { perform(action) }
    }
    if frame == nil || changed || !produced.isEmpty {
      host?.render()
      onRender?()
    }
    for effect in produced { onEffect?(effect) }
    produced.removeAll(keepingCapacity: true)
    effects = produced
  }

  @inlinable
  func perform(_ action: RuntimeAction) {
    guard let host else { return }
    switch action {
    case .scheduleTimer(let deadline): host.scheduleTimer(at: deadline)
    case .cancelTimer: host.cancelTimer()
    case .announce(let text): host.announce(text)
    case .limitFeedback(let limit, let feedback):
      host.playLimitFeedback(feedback, at: limit)
      onLimitFeedback?(feedback, limit)
    }
  }

  @inlinable
  func updateFrameTicks(at instant: ControlInstant) {
    let needed = storedState.needsFrames(at: instant)
    guard needed != ticksFrames, let host else { return }
    ticksFrames = needed
    host.setFrameTicksEnabled(needed)
  }
}
