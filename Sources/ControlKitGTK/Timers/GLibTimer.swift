#if GTK
package import CGtk
package import ControlKit

/// A one-shot GLib timeout at a `ControlInstant` deadline: how a front-end runs a core's
/// `scheduleTimer(at:)` effect.
///
/// The deadline is mapped to GLib's monotonic clock (`MonotonicClock`) and set as the source's
/// ready time in microseconds, so the timer never fires early and never drifts by rounding. When it
/// fires, the handler receives the *deadline* (not the slightly later wall time), so a core that
/// schedules its next repeat from that instant keeps an exact cadence even if the loop was late.
///
/// At most one deadline is pending: `schedule(at:)` replaces it, `cancel()` removes the source.
/// Dropping the timer cancels it too, and the source never keeps the timer alive (see the ownership
/// rule in `Ownership.swift`).
///
/// `package`: `GTKControlHost`'s plumbing (the demo, the testbed and the tests use it too).
///
/// ```swift
/// let timer = GLibTimer { deadline in store.send(.repeatTimerFired(at: deadline)) }
/// timer.schedule(at: host.now.advanced(by: .milliseconds(400)))  // a GTKControlHost
/// ```
@MainActor
package final class GLibTimer {
  /// The closure a timer calls when its deadline passes.
  package typealias Handler = @MainActor (_ deadline: ControlInstant) -> Void

  private let handler: Handler
  private let token = LiveObjectToken(.timer)
  /// The id of the pending GLib source, or 0.
  package private(set) var sourceID: guint = 0
  /// The pending deadline, or nil.
  package private(set) var deadline: ControlInstant?

  /// Creates an idle timer that calls `handler` on the main actor each time a deadline passes.
  package init(_ handler: @escaping Handler) {
    self.handler = handler
  }

  isolated deinit {
    cancel()
  }

  /// Whether a deadline is pending.
  package var isScheduled: Bool { sourceID != 0 }

  /// Fires once at `deadline`, replacing any pending deadline; a past deadline fires on the next
  /// main-loop iteration.
  package func schedule(at deadline: ControlInstant) {
    cancel()
    guard let source = g_timeout_source_new(0) else { return }
    let box = GLibTimerSourceBox(timer: self)
    g_source_set_callback(source, timerFiredThunk, retainedBox(box), releaseBoxDestroyNotify)
    g_source_set_ready_time(source, gint64(MonotonicClock.microseconds(of: deadline)))
    g_source_set_name(source, "ControlKit GLibTimer")
    sourceID = g_source_attach(source, nil)
    g_source_unref(source)
    self.deadline = deadline
  }

  /// Removes the pending deadline, if any.
  package func cancel() {
    guard sourceID != 0 else { return }
    g_source_remove(sourceID)
    sourceID = 0
    deadline = nil
  }

  /// Called by the source: clears the pending state first, so the handler may schedule again.
  func fire() {
    guard let deadline else { return }
    sourceID = 0
    self.deadline = nil
    handler(deadline)
  }
}

/// `GSourceFunc` of a timer's source: notifies the timer, then lets GLib destroy the source.
private func timerFiredThunk(_ data: gpointer?) -> gboolean {
  guard let data else { return gboolean(0) }
  let box = Unmanaged<GLibTimerSourceBox>.fromOpaque(data).takeUnretainedValue()
  MainActor.assumeIsolated { box.timer?.fire() }
  return gboolean(0)
}
#endif
