#if GTK
import CGtk

/// Runs libdispatch's main queue inside the GLib main loop, so `Task { @MainActor in }` and
/// `DispatchQueue.main.async` work while `g_application_run` (or any GLib loop) owns the main thread.
///
/// Swift's main actor hands its jobs to libdispatch's main queue, which is normally drained by
/// `dispatch_main()`. A GTK program never calls it, so without this bridge main-actor tasks would
/// never run. libdispatch signals queued work on an eventfd (`_dispatch_get_main_queue_handle_4CF`);
/// the bridge watches it with `g_unix_fd_add` and drains with `_dispatch_main_queue_callback_4CF`,
/// exactly as CoreFoundation's run loop does.
///
/// The watch is process-wide and permanent while installed; it is not counted by `LiveObjects`.
@MainActor
package enum MainQueueBridge {
  private static var sourceID: guint = 0

  /// Whether the bridge is watching the main queue.
  package static var isInstalled: Bool { sourceID != 0 }

  /// Starts draining the main queue from the default GLib main context; calling it again does
  /// nothing.
  ///
  /// - Returns: whether the bridge is installed (false where the main queue has no pollable
  ///   handle).
  @discardableResult
  package static func install() -> Bool {
    guard sourceID == 0 else { return true }
    let fd = ck_dispatch_main_queue_fd()
    guard fd >= 0 else { return false }
    sourceID = g_unix_fd_add(fd, G_IO_IN, mainQueueReadyThunk, nil)
    return sourceID != 0
  }

  /// Stops draining the main queue.
  package static func uninstall() {
    guard sourceID != 0 else { return }
    g_source_remove(sourceID)
    sourceID = 0
  }
}

/// `GUnixFDSourceFunc` for the main queue's eventfd.
private func mainQueueReadyThunk(
  _ fd: gint, _ condition: GIOCondition, _ data: gpointer?
) -> gboolean {
  ck_dispatch_drain_main_queue(fd)
  return gboolean(1)
}
#endif
