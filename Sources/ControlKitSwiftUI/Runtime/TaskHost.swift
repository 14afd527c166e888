#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit
import SwiftUI

/// The platform under a SwiftUI control's ``ControlSession``: `ContinuousClock`, one timer and
/// a 60 Hz frame clock (`FrameRate.interval`) made of main-actor tasks that sleep, and VoiceOver
/// announcements.
///
/// Every task is cancelled by ``cancelTimer()`` or by turning frames off; the tasks hold the
/// host weakly and end on their next wake-up once it is gone, so nothing keeps a view's driver
/// alive or fires into a dead one. A SwiftUI view cannot own a `Timer` or a display link without a reference type
/// and `@objc`; tasks need neither and are cancelled with the view's state object.
///
/// Announcements use `AccessibilityNotification.Announcement` (iOS 17, macOS 14); before that
/// there is no SwiftUI API for it, and VoiceOver reads the adjustable element's new value
/// itself. Limit feedback is not played here: the driver counts it and the view plays
/// `sensoryFeedback` from the count (a modifier, not a call).
@MainActor
public final class TaskHost: ControlHost {
  private var timer: Task<Void, Never>?
  private var frames: Task<Void, Never>?
  private var onTimer: (@MainActor (ControlInstant) -> Void)?
  private var onFrame: (@MainActor (ControlInstant) -> Void)?

  /// Creates a host; a driver creates its own unless one is injected.
  public init() {}

  /// Routes this host's timer and frames to `session` and makes this its host.
  public func drive<Machine: ControlMachine>(_ session: ControlSession<Machine>) {
    onTimer = { [weak session] deadline in session?.timerFired(at: deadline) }
    onFrame = { [weak session] instant in session?.frameTicked(at: instant) }
    session.host = self
  }

  /// The current instant on `ContinuousClock`, measured from the first read in this process
  /// (the timeline UIKit's host reads too).
  public var now: ControlInstant { ContinuousTimeline.now() }

  /// Runs the one timer at `deadline` (at once if it has passed), replacing a pending one.
  public func scheduleTimer(at deadline: ControlInstant) {
    timer?.cancel()
    let delay = max(.zero, now.duration(to: deadline))
    timer = Task { @MainActor [weak self] in
      try? await Task.sleep(for: delay)
      guard !Task.isCancelled, let self else { return }
      self.timer = nil
      self.onTimer?(deadline)
    }
  }

  /// Cancels the pending timer.
  public func cancelTimer() {
    timer?.cancel()
    timer = nil
  }

  /// Starts or stops the frame clock.
  public func setFrameTicksEnabled(_ enabled: Bool) {
    frames?.cancel()
    frames = nil
    guard enabled else { return }
    frames = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: FrameRate.interval)
        guard !Task.isCancelled, let self else { return }
        self.onFrame?(self.now)
      }
    }
  }

  /// Posts a VoiceOver announcement where SwiftUI can (iOS 17, macOS 14 and later).
  public func announce(_ text: String) {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      AccessibilityNotification.Announcement(text).post()
    }
  }

  /// Nothing: the view plays `sensoryFeedback` from its driver's count.
  public func playLimitFeedback(_ feedback: LimitFeedback, at limit: RangeLimit) {}
}
#endif
