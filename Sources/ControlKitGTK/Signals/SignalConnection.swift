#if GTK
package import CGtk

/// One Swift closure connected to a GObject signal whose C signature is
/// `void (*)(gpointer instance, gpointer user_data)` (GtkButton "clicked", GtkWidget
/// "destroy"/"map"/"unmap", GApplication "activate"...), and the handle to disconnect it.
///
/// It is a one-slot ``SignalHub`` whose target is the closure, so every signal of ControlKitGTK
/// goes through the hub's one set of C thunks (`SignalSignature+Thunks.swift`). The hub follows
/// the ownership rule (`Ownership.swift`): GLib retains it with the handler and its
/// destroy-notify releases it, and the hub keeps the closure alive that long. The connection
/// keeps only a weak reference to the hub, so it knows when GLib has dropped the handler (for
/// instance because the instance was finalized) and `disconnect()` never touches a dead instance.
/// Wrappers with several handlers use a ``SignalHub`` of their own, one box for all of them.
///
/// ```swift
/// let clicked = SignalConnection.connect(button, "clicked") { print("clicked") }
/// clicked.disconnect()
/// ```
@MainActor
package final class SignalConnection {
  /// The signal's name, as connected (for debugging).
  package let signal: String
  private weak var hub: SignalHub?
  private var disconnected = false

  private init(signal: String, hub: SignalHub) {
    self.signal = signal
    self.hub = hub
  }

  /// Whether the handler can still be called: not disconnected here, and not dropped by GLib.
  package var isConnected: Bool { !disconnected && hub?.isLive(slot: 0) == true }

  /// Disconnects the handler; does nothing if it is already gone.
  ///
  /// GLib then releases the hub and the closure (right away, or after a running emission
  /// finishes).
  package func disconnect() {
    guard isConnected else { return }
    disconnected = true
    hub?.disconnectAll()
  }

  /// Connects `handler` to `signal` of `instance`.
  ///
  /// - Parameters:
  ///   - instance: the GObject emitting the signal (not retained).
  ///   - signal: the detailed signal name.
  ///   - after: run after the class handler (`G_CONNECT_AFTER`).
  ///   - handler: the closure; it runs on the main actor.
  package static func connect(
    _ instance: gpointer, _ signal: String, after: Bool = false,
    _ handler: @escaping @MainActor () -> Void
  ) -> SignalConnection {
    let closure = SignalClosure(handler)
    let hub = SignalHub(target: closure, slots: 1)
    hub.retainedTarget = closure
    hub.connect(instance, signal, .void, slot: 0, after: after)
    return SignalConnection(signal: signal, hub: hub)
  }
}
#endif
