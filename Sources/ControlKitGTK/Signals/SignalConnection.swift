#if GTK
package import CGtk

/// One Swift closure connected to a GObject signal, and the handle to disconnect it.
///
/// The closure travels to GLib in a retained box released by the handler's destroy-notify (the
/// ownership rule in `Ownership.swift`). The connection keeps only a weak reference to that box, so
/// it knows when GLib has dropped the handler (for instance because the instance was finalized) and
/// `disconnect()` never touches a dead instance.
///
/// Each `connect` variant serves one C signature, spelled out in its documentation; its thunk takes
/// exactly those parameters. Pick the variant matching the signal, as GLib cannot check it:
///
/// ```swift
/// let clicked = SignalConnection.connect(button, "clicked") { print("clicked") }
/// let pressed = SignalConnection.connectPoint(gesture, "pressed") { presses, x, y in }
/// clicked.disconnect()
/// ```
@MainActor
package final class SignalConnection {
  /// The GLib handler id.
  package let handlerID: gulong
  /// The signal's name, as connected (for debugging).
  package let signal: String
  private let instance: gpointer
  private weak var box: AnyObject?
  private var disconnected = false

  init(instance: gpointer, signal: String, handlerID: gulong, box: AnyObject) {
    self.instance = instance
    self.signal = signal
    self.handlerID = handlerID
    self.box = box
  }

  /// Whether the handler can still be called: not disconnected here, and not dropped by GLib.
  package var isConnected: Bool { !disconnected && box != nil }

  /// Disconnects the handler; does nothing if it is already gone.
  ///
  /// GLib then releases the closure box (right away, or after a running emission finishes).
  package func disconnect() {
    guard isConnected else { return }
    disconnected = true
    g_signal_handler_disconnect(instance, handlerID)
  }

  /// Connects `handler` through `thunk`, boxing it as the ownership rule says.
  static func connect<Handler: Sendable>(
    _ instance: gpointer, _ signal: String, after: Bool, thunk: GCallback, handler: Handler
  ) -> SignalConnection {
    let box = SignalHandlerBox(handler)
    let id = ck_signal_connect(
      instance, signal, thunk, retainedBox(box), releaseBoxClosureNotify, after ? 1 : 0)
    return SignalConnection(instance: instance, signal: signal, handlerID: id, box: box)
  }
}
#endif
