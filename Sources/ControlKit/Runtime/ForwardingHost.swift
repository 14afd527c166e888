/// A host in front of another: everything goes to `base` (clock, timer, frames, speech, limit
/// feedback), and each render and limit feedback is also reported to the control that owns it,
/// which redraws or publishes it.
///
/// Every Apple front-end puts one between its session and the platform's (or a test's) host, so
/// the control redraws after each render without the platform host knowing the control.
///
/// ```swift
/// let host = ForwardingHost(base: platformHost)
/// host.onRender = { [weak self] in self?.setNeedsDisplay() }
/// host.drive(session)
/// ```
@MainActor
public final class ForwardingHost: ControlHost {
  /// The host everything goes to.
  public let base: any SessionHost
  /// Called after every render, once `base` rendered.
  public var onRender: (@MainActor () -> Void)?
  /// Called after every limit feedback, once `base` played it.
  public var onLimitFeedback: (@MainActor (LimitFeedback, RangeLimit) -> Void)?

  /// Creates a host in front of `base`.
  public init(base: any SessionHost) {
    self.base = base
  }

  /// Lets `base` drive `session` (timer and frames), then puts this host in front of it.
  public func drive<Machine: ControlMachine>(_ session: ControlSession<Machine>) {
    base.drive(session)
    session.host = self
  }

  /// The base host's clock.
  public var now: ControlInstant { base.now }
  /// Schedules the base host's timer.
  public func scheduleTimer(at deadline: ControlInstant) { base.scheduleTimer(at: deadline) }
  /// Cancels the base host's timer.
  public func cancelTimer() { base.cancelTimer() }
  /// Starts or stops the base host's frame ticks.
  public func setFrameTicksEnabled(_ enabled: Bool) { base.setFrameTicksEnabled(enabled) }
  /// Announces through the base host.
  public func announce(_ text: String) { base.announce(text) }
  /// Plays the feedback through the base host, then reports it.
  public func playLimitFeedback(_ feedback: LimitFeedback, at limit: RangeLimit) {
    base.playLimitFeedback(feedback, at: limit)
    onLimitFeedback?(feedback, limit)
  }
  /// Renders through the base host, then reports it.
  public func render() {
    base.render()
    onRender?()
  }
}
