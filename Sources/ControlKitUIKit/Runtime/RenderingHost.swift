#if canImport(UIKit)
  import ControlKit

  /// The host a UIKit control's session runs on: everything goes to the injected
  /// ``UIKitSessionHost`` (clock, timer, frames, speech, haptics), and each render also redraws
  /// the control.
  @MainActor
  final class RenderingHost: ControlHost {
    /// The platform (or a test's virtual clock).
    let base: any UIKitSessionHost
    /// Redraws the control from the session.
    var onRender: (@MainActor () -> Void)?

    init(base: any UIKitSessionHost) {
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
    }

    func render() {
      base.render()
      onRender?()
    }
  }
#endif
