#if GTK
// THE OWNERSHIP RULE of ControlKitGTK (every file here follows it; see also README.md).
//
// 1. GLib owns what it calls back into. A Swift closure handed to GLib (signal handler, timeout,
//    fd watch) travels in a box passed with `Unmanaged.passRetained`; the destroy-notify GLib calls
//    when it drops the handler or source (`GClosureNotify` / `GDestroyNotify`) is the one and only
//    `release()`. Nothing else ever releases a box, so a box lives exactly as long as GLib can call it.
// 2. The widget owns its Swift wrapper. A wrapper (for example `HoldButton`) is bound to its widget
//    with `g_object_set_data_full` (`WidgetLifetime.bind`), so it is released when the widget is
//    finalized; the wrapper keeps only an unretained pointer to the widget, and its closures capture
//    it weakly, so there is no cycle.
// 3. Destroy tears everything down. On the widget's "destroy" signal the wrapper cancels every
//    `GLibTimer` (the source is removed, its box released) and disconnects every `SignalConnection`
//    it made; its `widget` becomes nil and later calls are no-ops.
// 4. Therefore no Swift object we create outlives its widget, and no GLib source or handler of ours
//    outlives it either. `LiveObjects` counts boxes, sources, timers and wrappers so tests can check
//    that all of them return to zero.
// 5. Every callback runs on the GTK thread: C thunks are nonisolated `@convention(c)` functions whose
//    parameter list matches the signal's C signature exactly, and they enter the main actor with
//    `MainActor.assumeIsolated`.

import CGtk

/// Hands `object` to C with one extra retain; `releaseRetainedBox` is its matching release.
func retainedBox(_ object: AnyObject) -> gpointer {
  Unmanaged.passRetained(object).toOpaque()
}

/// Releases a box made by `retainedBox`: the body of every destroy-notify in this module.
nonisolated func releaseRetainedBox(_ pointer: gpointer?) {
  guard let pointer else { return }
  Unmanaged<AnyObject>.fromOpaque(pointer).release()
}

/// `GDestroyNotify` that releases a box made by `retainedBox`.
let releaseBoxDestroyNotify: GDestroyNotify = { pointer in releaseRetainedBox(pointer) }
#endif
