#if GTK
import CGtk
package import ControlKit

/// Runs GLib's main loop by hand, for the testbed's check modes and `controlkit-gtk-bench`,
/// which have no `g_application_run`.
@MainActor
package enum MainLoopRunner {
  /// Iterates the default main context until `deadline`, or until `done` holds (checked after
  /// each iteration, and at least every `poll`).
  ///
  /// A plain GLib timeout (not a `GLibTimer`, so no ControlKit counter sees it) wakes the loop
  /// every `poll`, or once at the deadline when `poll` is nil: an idle application would
  /// otherwise block in the last wait forever. Returns whether `done` held at the end.
  @discardableResult
  package static func run(
    until deadline: ControlInstant, poll: Duration? = nil, done: () -> Bool = { false }
  ) -> Bool {
    let now = GTKControlHost.currentInstant()
    guard now < deadline else { return done() }
    let interval = poll ?? now.duration(to: deadline)
    let milliseconds = max(1, interval / .milliseconds(1) + 1)
    let wake = g_timeout_add(guint(milliseconds.rounded(.up)), wakeThunk, nil)
    while GTKControlHost.currentInstant() < deadline && !done() {
      g_main_context_iteration(nil, 1)
    }
    g_source_remove(wake)
    return done()
  }

  /// Iterates for `duration` from now.
  package static func run(for duration: Duration) {
    run(until: GTKControlHost.currentInstant().advanced(by: duration))
  }
}

/// `GSourceFunc` of the wake-up timeout: does nothing and stays (the loop removes it).
private func wakeThunk(_ data: gpointer?) -> gboolean {
  1
}
#endif
