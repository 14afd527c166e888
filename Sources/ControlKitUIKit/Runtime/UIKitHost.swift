#if canImport(UIKit)
public import ControlKit
import Foundation
import UIKit

/// The UIKit platform under a control's ``ControlSession``: `ContinuousClock`, one block-based
/// `Timer`, a frame timer, `UIAccessibility.post` and a light impact haptic at a limit.
///
/// Frames come from a repeating block-based `Timer` at 60 Hz (`FrameRate.interval`) that runs only while the session
/// asks for frames (a limit shake lasts 420 ms), not from `CADisplayLink`, whose only
/// initialiser takes an Objective-C selector: the front-end has no `@objc` code, so it
/// type-checks on Linux. Every timer is invalidated by ``cancelTimer()``, by turning frames off,
/// and when the control is deallocated (the timers hold the host weakly), so no timer can keep a
/// control alive or fire into a dead one (a repeating frame timer whose host is gone
/// invalidates itself on its next tick).
///
/// Haptics: `UIImpactFeedbackGenerator(style:)` (iOS 10), not `init(style:view:)` (iOS 17.5),
/// because the package supports iOS 16.
@MainActor
public final class UIKitHost: ControlHost {
  private var timer: Timer?
  private var frameTimer: Timer?
  private var onTimer: (@MainActor (ControlInstant) -> Void)?
  private var onFrame: (@MainActor (ControlInstant) -> Void)?
  private var haptics: UIImpactFeedbackGenerator?

  /// Creates a host; a control creates its own unless one is injected.
  public init() {}

  /// Routes this host's timer and frames to `session` and makes this its host.
  public func drive<Machine: ControlMachine>(_ session: ControlSession<Machine>) {
    onTimer = { [weak session] deadline in session?.timerFired(at: deadline) }
    onFrame = { [weak session] instant in session?.frameTicked(at: instant) }
    session.host = self
  }

  /// The current instant on `ContinuousClock`.
  public var now: ControlInstant { ContinuousTimeline.now() }

  /// Schedules the one timer at `deadline` (at once if it has passed), replacing a pending one.
  public func scheduleTimer(at deadline: ControlInstant) {
    timer?.invalidate()
    let delay = Self.seconds(max(.zero, now.duration(to: deadline)))
    timer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in
      MainActor.assumeIsolated { self?.timerFired(deadline) }
    }
  }

  /// Invalidates the pending timer.
  public func cancelTimer() {
    timer?.invalidate()
    timer = nil
  }

  /// Starts or stops the 60 Hz frame timer.
  public func setFrameTicksEnabled(_ enabled: Bool) {
    frameTimer?.invalidate()
    frameTimer = nil
    guard enabled else { return }
    frameTimer = Timer.scheduledTimer(
      withTimeInterval: Self.seconds(FrameRate.interval), repeats: true
    ) { [weak self] timer in
      // A host that is gone (its control was deallocated) stops its own frame timer.
      let alive = MainActor.assumeIsolated { self?.frameFired() != nil }
      if !alive { timer.invalidate() }
    }
  }

  /// Posts a VoiceOver announcement.
  public func announce(_ text: String) {
    UIAccessibility.post(notification: .announcement, argument: text)
  }

  /// Plays a light impact when the feedback asks for haptics (the shake is drawn from the
  /// session's presentation; UIKit has no bell).
  public func playLimitFeedback(_ feedback: LimitFeedback, at limit: RangeLimit) {
    guard feedback.contains(.haptic) else { return }
    let generator = haptics ?? UIImpactFeedbackGenerator(style: .light)
    haptics = generator
    generator.impactOccurred()
  }

  private func timerFired(_ deadline: ControlInstant) {
    timer = nil
    onTimer?(deadline)
  }

  private func frameFired() {
    onFrame?(now)
  }

  /// `duration` in seconds, for `Timer`.
  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
#endif
