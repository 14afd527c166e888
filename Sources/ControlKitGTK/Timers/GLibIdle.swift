#if GTK
import CGtk

/// A one-shot callback on the next main-loop iteration, before pending input (a GLib idle source
/// at `G_PRIORITY_HIGH`): how the stepper settles an edit GTK delivered in halves.
///
/// At most one call is pending; ``cancel()`` or dropping the object removes it. The source's box
/// points back weakly (the ownership rule in `Ownership.swift`), so it never keeps this alive.
@MainActor
package final class GLibIdle {
  private let handler: @MainActor () -> Void
  private let token = LiveObjectToken(.timer)
  /// The pending source's id, or 0.
  private var sourceID: guint = 0

  /// An idle callback that runs `handler` each time it is scheduled.
  package init(_ handler: @escaping @MainActor () -> Void) {
    self.handler = handler
  }

  isolated deinit {
    cancel()
  }

  /// Whether a call is pending.
  var isScheduled: Bool { sourceID != 0 }

  /// Runs the handler on the next main-loop iteration, unless already pending.
  package func schedule() {
    guard sourceID == 0 else { return }
    let box = GLibIdleSourceBox(idle: self)
    sourceID = g_idle_add_full(
      G_PRIORITY_HIGH, idleThunk, retainedBox(box), releaseBoxDestroyNotify)
  }

  /// Removes the pending call, if any.
  func cancel() {
    guard sourceID != 0 else { return }
    g_source_remove(sourceID)
    sourceID = 0
  }

  /// Called by the source.
  func fire() {
    sourceID = 0
    handler()
  }
}

/// The box GLib holds for one pending `GLibIdle` source (counted as a live GLib source).
@MainActor
final class GLibIdleSourceBox {
  /// The idle to notify, if it still exists.
  weak var idle: GLibIdle?
  private let token = LiveObjectToken(.glibSource)

  /// A box for a source of `idle`.
  init(idle: GLibIdle) {
    self.idle = idle
  }
}

/// `GSourceFunc` of an idle source: notifies the idle once, then lets GLib destroy the source.
private func idleThunk(_ data: gpointer?) -> gboolean {
  guard let data else { return 0 }
  let box = Unmanaged<GLibIdleSourceBox>.fromOpaque(data).takeUnretainedValue()
  MainActor.assumeIsolated { box.idle?.fire() }
  return 0
}
#endif
