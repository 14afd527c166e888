public import ControlKit

/// One virtual timeline shared by several ``VirtualHost``s, so the controls of one window (a
/// stepper and a HUD, say) advance together, their timers and frames interleaved in time order.
///
/// A host runs one session (its one timer and frame clock belong to it), as on a platform where
/// each control has its own host over the same clock. ``advance(by:)`` on the clock, or on any of
/// its hosts, moves them all.
///
/// ```swift
/// let clock = VirtualClock()
/// let stepper = StepperDriver(host: VirtualHost(clock: clock))
/// let hud = HUDDriver(host: VirtualHost(clock: clock))
/// hud.begin(.spinner("Saving"))
/// stepper.press(.increment, pointer: .mouse)
/// clock.advance(by: .milliseconds(500))   // the hold repeats and the HUD appears, in order
/// ```
@MainActor
public final class VirtualClock {
  /// The current instant of every host on this clock.
  public private(set) var now: ControlInstant
  /// The hosts on this clock, in the order they were made (the earlier one first at a tie).
  private var hosts: [WeakHost] = []

  /// A clock starting at `start`.
  public init(start: ControlInstant = .zero) {
    now = start
  }

  /// Moves the clock forward by `duration`, firing every host's timer and frames that fall due,
  /// in time order (at one instant: timers before frames, then hosts in the order they were
  /// made).
  public func advance(by duration: Duration) {
    advance(to: now.advanced(by: max(duration, .zero)))
  }

  /// Moves the clock forward to `instant` (never backwards), firing what falls due on the way.
  public func advance(to instant: ControlInstant) {
    while let (host, due) = nextDue(until: instant) {
      now = max(now, due)
      host.fireDue(at: due)
    }
    now = max(now, instant)
  }

  /// Adds `host` to the clock.
  func attach(_ host: VirtualHost) {
    hosts.removeAll { $0.host == nil }
    hosts.append(WeakHost(host: host))
  }

  /// The host with the earliest due timer or frame at or before `instant`; a timer wins a tie.
  private func nextDue(until instant: ControlInstant) -> (VirtualHost, ControlInstant)? {
    var best: (host: VirtualHost, due: ControlInstant, isTimer: Bool)?
    for entry in hosts {
      guard let host = entry.host, let (due, isTimer) = host.nextDue, due <= instant else {
        continue
      }
      if let current = best,
        current.due < due || (current.due == due && (current.isTimer || !isTimer))
      {
        continue
      }
      best = (host, due, isTimer)
    }
    return best.map { ($0.host, $0.due) }
  }

  /// A host held weakly (the clock never keeps a test's host alive).
  private struct WeakHost {
    weak var host: VirtualHost?
  }
}
