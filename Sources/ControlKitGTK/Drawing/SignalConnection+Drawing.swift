#if GTK
package import CGtk

extension SignalConnection {
  /// Connects a signal with the C signature
  /// `void (*)(gpointer instance, gdouble x, gdouble y, gpointer user_data)`: GtkGestureDrag
  /// "drag-begin" (the start point) and "drag-update" / "drag-end" (the offset from it).
  ///
  /// - Parameters:
  ///   - instance: the gesture.
  ///   - signal: the detailed signal name.
  ///   - after: run after the class handler (`G_CONNECT_AFTER`).
  ///   - handler: called with the two numbers, in widget coordinates.
  package static func connectDrag(
    _ instance: gpointer, _ signal: String, after: Bool = false,
    _ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void
  ) -> SignalConnection {
    connect(
      instance, signal, after: after, thunk: unsafeBitCast(dragThunk, to: GCallback.self),
      handler: handler)
  }

  /// Connects GtkEventControllerKey "key-pressed", whose C signature is
  /// `gboolean (*)(gpointer, guint keyval, guint keycode, GdkModifierType, gpointer)`.
  ///
  /// - Parameters:
  ///   - instance: the key controller.
  ///   - handler: called with the key value (`GDK_KEY_Up`...) and the modifier mask; returns
  ///     whether it handled the key (which stops its propagation).
  package static func connectKeyPressed(
    _ instance: gpointer,
    _ handler: @escaping @MainActor (_ keyval: UInt32, _ modifiers: UInt32) -> Bool
  ) -> SignalConnection {
    connect(
      instance, "key-pressed", after: false,
      thunk: unsafeBitCast(keyPressedThunk, to: GCallback.self), handler: handler)
  }
}

private typealias DragHandler = @MainActor (Double, Double) -> Void
private typealias KeyPressedHandler = @MainActor (UInt32, UInt32) -> Bool

private let dragThunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = {
  _, x, y, data in
  guard let data else { return }
  let box = SignalHandlerBox<DragHandler>.unretained(data)
  MainActor.assumeIsolated { box.handler(x, y) }
}

private let keyPressedThunk:
  @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, _, modifiers, data in
    guard let data else { return 0 }
    let box = SignalHandlerBox<KeyPressedHandler>.unretained(data)
    let handled = MainActor.assumeIsolated { box.handler(keyval, modifiers.rawValue) }
    return handled ? 1 : 0
  }
#endif
