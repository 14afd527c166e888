public import ControlKit

/// A ``ControlHost`` on a virtual clock: drive a ``ControlSession`` in tests (yours or ours)
/// without sleeping, and see every call the session made.
///
/// Time moves only when the test says so. ``advance(by:)`` walks the clock forward, firing the
/// timer at its exact deadline and frames every ``frameInterval`` (by default
/// `FrameRate.interval`, 60 Hz) while the session asks for them, in time order, as a real run
/// loop would (react-aria's fake timers, swift-clocks' `TestClock`).
///
/// ```swift
/// let host = VirtualHost()
/// let session = ControlSession(StepperState(value: 1))
/// host.drive(session)
/// session.send(.incrementPressed(pointer: .mouse, at: host.now))
/// host.advance(by: .milliseconds(399))   // nothing yet: the first repeat is at 400 ms
/// host.advance(by: .milliseconds(1))     // the timer fires: value 3
/// ```
@MainActor
public final class VirtualHost: ControlHost {
  /// The clock this host reads; other hosts may share it (``init(clock:frameInterval:)``).
  public let clock: VirtualClock
  /// The virtual clock's current instant.
  public var now: ControlInstant { clock.now }
  /// The time between frames while frames tick.
  public let frameInterval: Duration
  /// The pending timer's deadline, if any.
  public private(set) var timerDeadline: ControlInstant?
  /// Whether the session asked for frames.
  public private(set) var isTickingFrames = false
  /// Everything announced, in order.
  public private(set) var announcements: [String] = []
  /// Every limit feedback played, in order.
  public private(set) var limitFeedback: [LimitFeedbackPlayed] = []
  /// How many times the session asked to render.
  public private(set) var renderCount = 0
  /// How many times the timer fired.
  public private(set) var timerFireCount = 0
  /// How many frames ticked.
  public private(set) var frameCount = 0
  /// Every call the session made, in order (for checking the runtime's order).
  public private(set) var calls: [VirtualHostCall] = []
  /// How many of ``calls`` a test has read with ``readCalls()``.
  private var readCallCount = 0

  private var timerHandler: (@MainActor (ControlInstant) -> Void)?
  private var frameHandler: (@MainActor (ControlInstant) -> Void)?
  private var nextFrame: ControlInstant?

  /// A host on a clock of its own starting at `start`, ticking frames every `frameInterval`
  /// when asked.
  public convenience init(
    start: ControlInstant = .zero, frameInterval: Duration = FrameRate.interval
  ) {
    self.init(clock: VirtualClock(start: start), frameInterval: frameInterval)
  }

  /// A host on `clock`, which other hosts may share, ticking frames every `frameInterval` when
  /// asked.
  public init(clock: VirtualClock, frameInterval: Duration = FrameRate.interval) {
    self.clock = clock
    self.frameInterval = max(frameInterval, .nanoseconds(1))
    clock.attach(self)
  }

  /// Runs `session` on this host: its timer and frames come back to it.
  public func drive<Machine: ControlMachine>(_ session: ControlSession<Machine>) {
    timerHandler = { [weak session] deadline in session?.timerFired(at: deadline) }
    frameHandler = { [weak session] instant in session?.frameTicked(at: instant) }
    session.host = self
  }

  /// Moves the clock (and every host on it) forward by `duration`, firing the timers and frames
  /// that fall due, in time order (a timer and a frame at the same instant: the timer first).
  public func advance(by duration: Duration) {
    clock.advance(by: duration)
  }

  /// Moves the clock forward to `instant` (never backwards), firing what falls due on the way.
  public func advance(to instant: ControlInstant) {
    clock.advance(to: instant)
  }

  /// This host's earliest due instant, and whether it is the timer's (else a frame's).
  var nextDue: (ControlInstant, isTimer: Bool)? {
    let frame = isTickingFrames ? nextFrame : nil
    switch (timerDeadline, frame) {
    case (let timer?, let frame?): return timer <= frame ? (timer, true) : (frame, false)
    case (let timer?, nil): return (timer, true)
    case (nil, let frame?): return (frame, false)
    case (nil, nil): return nil
    }
  }

  /// Fires the timer or the frame due at `due` (the clock already moved there).
  func fireDue(at due: ControlInstant) {
    if let deadline = timerDeadline, deadline <= due {
      timerDeadline = nil
      timerFireCount += 1
      timerHandler?(deadline)
    } else if let frame = nextFrame {
      nextFrame = frame.advanced(by: frameInterval)
      frameCount += 1
      frameHandler?(frame)
    }
  }

  /// The calls made since the last read, in order; later reads and ``finish()`` skip them.
  public func readCalls() -> [VirtualHostCall] {
    let unread = Array(calls[readCallCount...])
    readCallCount = calls.count
    return unread
  }

  /// What the test left behind: a pending timer, frames still ticking, and the calls it never
  /// read (``readCalls()``); empty when the session is idle and every call was checked.
  ///
  /// A test that ends with `#expect(host.finish().isEmpty)` fails on anything left over, as
  /// swift-nio's `EmbeddedEventLoop` and TCA's `TestStore` do.
  public func finish() -> VirtualHostLeftovers {
    VirtualHostLeftovers(
      pendingTimer: timerDeadline, isTickingFrames: isTickingFrames,
      unreadCalls: Array(calls[readCallCount...]))
  }

  /// Records the call and sets the pending deadline (replacing any).
  public func scheduleTimer(at deadline: ControlInstant) {
    calls.append(.scheduleTimer(at: deadline))
    timerDeadline = deadline
  }

  /// Records the call and drops the pending deadline.
  public func cancelTimer() {
    calls.append(.cancelTimer)
    timerDeadline = nil
  }

  /// Records the call; frames tick every ``frameInterval`` from now while enabled.
  public func setFrameTicksEnabled(_ enabled: Bool) {
    calls.append(.frameTicks(enabled))
    isTickingFrames = enabled
    nextFrame = enabled ? now.advanced(by: frameInterval) : nil
  }

  /// Records the call and the text.
  public func announce(_ text: String) {
    calls.append(.announce(text))
    announcements.append(text)
  }

  /// Records the call and the feedback.
  public func playLimitFeedback(_ feedback: LimitFeedback, at limit: RangeLimit) {
    calls.append(.limitFeedback(limit, feedback))
    limitFeedback.append(LimitFeedbackPlayed(limit: limit, feedback: feedback))
  }

  /// Records the call and counts it.
  public func render() {
    calls.append(.render)
    renderCount += 1
  }

  /// Forgets the recorded calls (counts and lists), keeping the clock, timer and frames.
  public func clearRecord() {
    calls.removeAll()
    readCallCount = 0
    announcements.removeAll()
    limitFeedback.removeAll()
    renderCount = 0
    timerFireCount = 0
    frameCount = 0
  }
}
