#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit

/// The host a driver's session runs on: everything goes to the injected
/// ``SwiftUISessionHost``, and each render and each limit feedback is also reported to the
/// driver (which publishes it to SwiftUI).
@MainActor
final class DriverHost: ControlHost {
  /// The platform (or a test's virtual clock).
  let base: any SwiftUISessionHost
  /// Called after every render.
  var onRender: (@MainActor () -> Void)?
  /// Called after every limit feedback.
  var onLimitFeedback: (@MainActor (LimitFeedback, RangeLimit) -> Void)?

  init(base: any SwiftUISessionHost) {
    self.base = base
  }

  /// Lets `base` drive `session` (timer and frames), then puts this host in front of it.
  func drive<Machine: ControlMachine>(_ session: ControlSession<Machine>) {
    base.drive(session)
    session.host = self
  }

  var now: ControlInstant { base.now }
  func scheduleTimer(at deadline: ControlInstant) { base.scheduleTimer(at: deadline) }
  func cancelTimer() { base.cancelTimer() }
  func setFrameTicksEnabled(_ enabled: Bool) { base.setFrameTicksEnabled(enabled) }
  func announce(_ text: String) { base.announce(text) }
  func playLimitFeedback(_ feedback: LimitFeedback, at limit: RangeLimit) {
    base.playLimitFeedback(feedback, at: limit)
    onLimitFeedback?(feedback, limit)
  }

  func render() {
    base.render()
    onRender?()
  }
}
#endif
